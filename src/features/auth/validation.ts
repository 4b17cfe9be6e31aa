/**
 * The customer login rules of SPEC §5 (and the e-mail rule the registration shares), with their exact texts.
 * Plain functions for Formik's `validate` (not Yup: docs/decisions.md, the /login and /register JavaScript
 * budgets); the registration's own rules are in registerValidation.ts, so /login does not download them.
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

export const MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
} as const;

/** SPEC §5: the e-mail is trimmed and lower-cased before it is sent. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

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
