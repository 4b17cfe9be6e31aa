/**
 * Where admin calls find the stored token, and whom they tell that the server ended the session of the token a
 * call carried. The admin session (src/lib/adminSession.ts) fills both in: src/api imports nothing above it.
 */
export const adminAuth = {
  token: (): string | null => null,
  ended: (_token: string | null): void => {},
};
