/**
 * The one e-mail rule of the product (SPEC §5's {email}: something@something.something, no spaces, one @) and the
 * one normalisation, shared by every form and by the mock backend that judges the same fields.
 */

/**
 * Written as one pass over the text rather than the usual /^[^\s@]+@[^\s@]+\.[^\s@]+$/, whose backtracking over the
 * dots makes it quadratic in the length (validation.property.test.ts holds the two equal).
 */
export function isEmail(value: string): boolean {
  const at = value.indexOf('@');
  if (at < 1 || value.indexOf('@', at + 1) !== -1 || /\s/.test(value)) return false;
  // A dot in the domain with at least one character on each side.
  return value.slice(at + 2, -1).includes('.');
}

/** SPEC §5: the e-mail is trimmed and lower-cased before it is sent (and before the backend looks it up). */
export const normalEmail = (email: string) => email.trim().toLowerCase();
