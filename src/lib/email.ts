/**
 * something@something.something, for every form and the mock backend. Not the usual regular expression, whose
 * backtracking over the dots is quadratic in the length (validation.property.test.ts holds the two equal).
 */
export function isEmail(value: string): boolean {
  const at = value.indexOf('@');
  if (at < 1 || value.indexOf('@', at + 1) !== -1 || /\s/.test(value)) return false;
  // A dot in the domain with at least one character on each side.
  return value.slice(at + 2, -1).includes('.');
}

export const normalEmail = (email: string) => email.trim().toLowerCase();
