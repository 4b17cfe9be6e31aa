/**
 * The customer login and registration rules of SPEC §5, with their exact texts. Plain functions for Formik's
 * `validate` (not Yup: docs/decisions.md, the /login and /register JavaScript budgets).
 */
export type Errors<T> = Partial<Record<keyof T, string>>;

/**
 * SPEC §5's {email}: something@something.something, no spaces, one @. Written as one pass over the text rather
 * than the usual /^[^\s@]+@[^\s@]+\.[^\s@]+$/, whose backtracking over the dots makes it quadratic in the length.
 */
export function isEmail(value: string): boolean {
  const at = value.indexOf('@');
  if (at < 1 || value.indexOf('@', at + 1) !== -1 || /\s/.test(value)) return false;
  // A dot in the domain with at least one character on each side.
  return value.slice(at + 2, -1).includes('.');
}
/** A 10-digit Indian mobile number starts with 6, 7, 8 or 9. */
export const PHONE_PATTERN = /^[6-9]\d{9}$/;
export const PINCODE_PATTERN = /^\d{6}$/;

export const MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  fullNameRequired: 'Full name is required',
  phoneInvalid: 'Please enter a valid 10-digit Indian phone number',
  passwordWeak: 'Password must be at least 8 characters with uppercase, lowercase, and numbers',
  passwordsDiffer: 'Passwords do not match',
  otpInvalid: 'Please enter a valid 6-digit OTP',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  pincodeRequired: 'Pincode is required',
  pincodeInvalid: 'Please enter a valid 6-digit pincode',
} as const;

/** SPEC §5: the e-mail is trimmed and lower-cased before it is sent. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

function emailError(email: string): string | undefined {
  const value = email.trim();
  if (!value) return MESSAGES.emailRequired;
  if (!isEmail(value)) return MESSAGES.emailInvalid;
  return undefined;
}

/** Drops the keys without a message, so Formik sees an empty object when all is well. */
function only<T>(errors: Errors<T>): Errors<T> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as Errors<T>;
}

export interface LoginValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

export const validateLogin = (values: LoginValues): Errors<LoginValues> =>
  only<LoginValues>({
    email: emailError(values.email),
    password: values.password ? undefined : MESSAGES.passwordRequired,
  });

/** The live checklist of SPEC §5 (length, uppercase, lowercase, number). */
export const PASSWORD_RULES = [
  { label: 'At least 8 characters', test: (password: string) => password.length >= 8 },
  { label: 'One uppercase letter', test: (password: string) => /[A-Z]/.test(password) },
  { label: 'One lowercase letter', test: (password: string) => /[a-z]/.test(password) },
  { label: 'One number', test: (password: string) => /\d/.test(password) },
] as const;

export interface RegisterValues {
  fullName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  profileImage: File | null;
  address: string;
  city: string;
  state: string;
  pincode: string;
  landmark: string;
}

export const STEP_ONE_FIELDS = ['fullName', 'email', 'phone', 'password', 'confirmPassword'] as const;

export const validateRegisterStepOne = (values: RegisterValues): Errors<RegisterValues> =>
  only<RegisterValues>({
    fullName: values.fullName.trim() ? undefined : MESSAGES.fullNameRequired,
    email: emailError(values.email),
    phone: PHONE_PATTERN.test(values.phone) ? undefined : MESSAGES.phoneInvalid,
    password: !values.password
      ? MESSAGES.passwordRequired
      : PASSWORD_RULES.every((rule) => rule.test(values.password))
        ? undefined
        : MESSAGES.passwordWeak,
    confirmPassword:
      values.confirmPassword === values.password && values.confirmPassword ? undefined : MESSAGES.passwordsDiffer,
  });

export const validateRegisterStepTwo = (values: RegisterValues): Errors<RegisterValues> =>
  only<RegisterValues>({
    address: values.address.trim() ? undefined : MESSAGES.addressRequired,
    city: values.city.trim() ? undefined : MESSAGES.cityRequired,
    state: values.state.trim() ? undefined : MESSAGES.stateRequired,
    pincode: !values.pincode.trim()
      ? MESSAGES.pincodeRequired
      : PINCODE_PATTERN.test(values.pincode.trim())
        ? undefined
        : MESSAGES.pincodeInvalid,
  });

export const isValidOtp = (otp: string) => /^\d{6}$/.test(otp);
