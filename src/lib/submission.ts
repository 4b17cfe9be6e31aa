import type { SignUpArrival } from './signUpArrival';

/** A write that carries files comes as multipart, the form the wire takes; the others (an OTP, a position) as JSON. */
export const isMultipart = (request: Request) =>
  (request.headers.get('Content-Type') ?? '').includes('multipart/form-data');

/** How long a sign-up's success shows before its login opens (docs/product-rules.md §4, §9). */
const SIGNED_UP_REDIRECT_MS = 2000;

/** A sign-up's success: its text, then the login, e-mail filled in, with a welcome. */
export const signedUpReply = (text: string, login: string, form: FormData) => ({
  notice: { variant: 'success' as const, text },
  next: {
    to: login,
    afterMs: SIGNED_UP_REDIRECT_MS,
    state: { email: String(form.get('email')), signedUp: true } satisfies SignUpArrival,
    push: true,
  },
});
