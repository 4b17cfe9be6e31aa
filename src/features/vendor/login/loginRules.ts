/** Valibot, not Yup: the prerendered /loginvendor carries Valibot for its answers already (docs/decisions.md). */
import * as v from 'valibot';
import type { Request } from '../../../api/types';
import { schemaErrors } from '../../../components/form/schemaErrors';
import { emailRule, MESSAGES } from '../../auth/validation';
import { LOGIN_RULES } from '../vendorTexts';

export type VendorLoginValues = Request<'vendorLogin'>;

/** The customer login's e-mail rule; the password as typed, with a length rule of its own. */
export const validateVendorLogin = schemaErrors<VendorLoginValues>(
  v.object({
    email: emailRule,
    password: v.pipe(v.string(), v.nonEmpty(MESSAGES.passwordRequired), v.minLength(6, LOGIN_RULES.passwordShort)),
  }),
);
