/**
 * The customer login rules of SPEC §5 (and the e-mail rule the registration shares), with their exact texts.
 * Plain functions for Formik's `validate` (not Yup: docs/decisions.md, the /login and /register JavaScript
 * budgets); the registration's own rules are in registerValidation.ts, so /login does not download them.
 */
import { isEmail } from '../../lib/email';

export type Errors<T> = Partial<Record<keyof T, string>>;

export const MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
} as const;

export function emailError(email: string): string | undefined {
  const value = email.trim();
  if (!value) return MESSAGES.emailRequired;
  if (!isEmail(value)) return MESSAGES.emailInvalid;
  return undefined;
}

/** Drops the keys without a message, so Formik sees an empty object when all is well. */
export function only<T>(errors: Errors<T>): Errors<T> {
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
