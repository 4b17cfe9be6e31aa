import type { SignUpArrival } from './signUpArrival';

/** A write that carries files comes as multipart, the form the wire takes; the others (an OTP, a position) as JSON. */
export const isMultipart = (request: Request) =>
  (request.headers.get('Content-Type') ?? '').includes('multipart/form-data');

/** A sign-up's success (docs/product-rules.md §4): its text for 2 s, then the login, e-mail filled in, with a welcome. */
export const signedUpReply = (text: string, login: string, form: FormData) => ({
  notice: { variant: 'success' as const, text },
  next: {
    to: login,
    afterMs: 2000,
    state: { email: String(form.get('email')), signedUp: true } satisfies SignUpArrival,
    push: true,
  },
});
