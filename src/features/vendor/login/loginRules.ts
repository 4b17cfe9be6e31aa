/** Valibot, not Yup: the prerendered /loginvendor carries Valibot for its answers already (docs/decisions.md). */
import * as v from 'valibot';
import type { Request } from '../../../api/types';
import { schemaErrors } from '../../../components/form/schemaErrors';
import { isEmail } from '../../../lib/email';
import { LOGIN_RULES } from '../vendorTexts';

export type VendorLoginValues = Request<'vendorLogin'>;

/** The e-mail is judged trimmed, as it is sent; the password as typed. */
export const validateVendorLogin = schemaErrors<VendorLoginValues>(
  v.object({
    email: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(LOGIN_RULES.emailRequired),
      v.check(isEmail, LOGIN_RULES.emailInvalid),
    ),
    password: v.pipe(v.string(), v.nonEmpty(LOGIN_RULES.passwordRequired), v.minLength(6, LOGIN_RULES.passwordShort)),
  }),
);
