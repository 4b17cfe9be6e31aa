/** Valibot, not Yup: /login carries Valibot for its answers already (docs/decisions.md). */
import * as v from 'valibot';
import type { LoginRequest } from '../../api/types';
import { schemaErrors } from '../../components/form/schemaErrors';
import { isEmail } from '../../lib/email';

export const MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
} as const;

/** Trimmed before it is judged, as it is before it is sent. */
export const emailRule = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(MESSAGES.emailRequired),
  v.check(isEmail, MESSAGES.emailInvalid),
);

export type LoginValues = LoginRequest;

/** The password has no length rule at login and is not trimmed. */
export const validateLogin = schemaErrors<LoginValues>(
  v.object({ email: emailRule, password: v.pipe(v.string(), v.nonEmpty(MESSAGES.passwordRequired)) }),
);
