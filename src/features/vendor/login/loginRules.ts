import { isEmail } from '../../../lib/email';
import { LOGIN_RULES } from '../vendorTexts';

export interface VendorLoginValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

export function validateVendorLogin(values: VendorLoginValues): Partial<Record<keyof VendorLoginValues, string>> {
  const errors: Partial<Record<keyof VendorLoginValues, string>> = {};
  const email = values.email.trim();
  if (!email) errors.email = LOGIN_RULES.emailRequired;
  else if (!isEmail(email)) errors.email = LOGIN_RULES.emailInvalid;
  if (!values.password) errors.password = LOGIN_RULES.passwordRequired;
  else if (values.password.length < 6) errors.password = LOGIN_RULES.passwordShort;
  return errors;
}
