/** One-time codes as the backend keeps them: 6 digits, 10 minutes, only for the e-mail they were sent to. */
import { normalEmail } from '../../src/lib/email';
import { db, OTP_TTL_MS, saveDb, sixDigitCode, type OtpRecord } from '../db';
import { fail, ok, text, type MockRequest } from './kit';

type OtpAudience = OtpRecord['audience'];

export function issueOtp(audience: OtpAudience, email: string): OtpRecord {
  const state = db();
  const otp: OtpRecord = {
    audience,
    email,
    code: sixDigitCode(),
    expires_at: Date.now() + OTP_TTL_MS,
    verified: false,
  };
  state.otps = state.otps.filter((o) => !(o.audience === audience && o.email === email)).concat(otp);
  state.outbox = [{ audience, to: email, code: otp.code, sent_at: Date.now() }, ...state.outbox].slice(0, 20);
  saveDb();
  return otp;
}

export function checkOtp(audience: OtpAudience, email: string, code: string) {
  const otp = db().otps.find((o) => o.audience === audience && o.email === email);
  if (!otp) return 'none';
  if (otp.expires_at < Date.now()) return 'expired';
  if (otp.code !== code) return 'wrong';
  otp.verified = true;
  return 'ok';
}

/** A verify-OTP script's answer; each portal words "no code sent" and "wrong code" its own way. */
export function verifyOtpAnswer(req: MockRequest, audience: OtpAudience, texts: { none: string; wrong: string }) {
  const result = checkOtp(audience, normalEmail(text(req, 'email')), text(req, 'otp'));
  saveDb();
  if (result === 'ok') return ok({ message: 'Email verified successfully' });
  return fail(result === 'expired' ? 'OTP has expired. Please request a new one.' : texts[result]);
}

/** Registration is allowed only after the e-mail was verified; the record is used up by it. */
export function isVerified(audience: OtpAudience, email: string): boolean {
  return db().otps.some((o) => o.audience === audience && o.email === email && o.verified);
}

export function consumeOtp(audience: OtpAudience, email: string): void {
  const state = db();
  state.otps = state.otps.filter((o) => !(o.audience === audience && o.email === email));
}
