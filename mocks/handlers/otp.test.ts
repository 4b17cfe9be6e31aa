/**
 * One-time codes as the mock backend keeps them (otp.ts, docs/decisions.md): 6 digits, accepted for 10 minutes,
 * bound to the e-mail and the audience (customer or vendor) they were sent for; a new send replaces the old code;
 * registration needs a verified code and uses it up. The calls that use them are pinned in customer.test.ts and
 * vendor.test.ts; these are the rules themselves, called directly.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../db';
import { checkOtp, consumeOtp, issueOtp, isVerified } from './otp';

const NOW = new Date('2030-06-15T10:00:00Z').getTime();
// The spec's 10 minutes written out, not OTP_TTL_MS: a changed lifetime must fail here.
const TEN_MINUTES = 10 * 60_000;

afterEach(() => vi.useRealTimers());

/** A code that is not the one sent. */
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

describe('issueOtp', () => {
  it('keeps a fresh unverified 6-digit code for the e-mail, ending 10 minutes from now', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const otp = issueOtp('customer', 'new@example.in');
    expect(otp).toEqual({
      audience: 'customer',
      email: 'new@example.in',
      code: expect.stringMatching(/^\d{6}$/),
      expires_at: NOW + TEN_MINUTES,
      verified: false,
    });
    expect(db().otps).toEqual([otp]);
  });

  it('mails the code: the outbox shows it first, to that e-mail, with the audience and the time sent', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const first = issueOtp('customer', 'first@example.in');
    vi.setSystemTime(NOW + 5);
    const second = issueOtp('vendor', 'second@example.in');
    expect(db().outbox).toEqual([
      { audience: 'vendor', to: 'second@example.in', code: second.code, sent_at: NOW + 5 },
      { audience: 'customer', to: 'first@example.in', code: first.code, sent_at: NOW },
    ]);
  });

  it('keeps the 20 newest mails in the outbox', () => {
    for (let i = 1; i <= 21; i++) issueOtp('customer', `user${i}@example.in`);
    expect(db().outbox).toHaveLength(20);
    expect(db().outbox[0].to).toBe('user21@example.in');
    expect(db().outbox[19].to).toBe('user2@example.in');
  });

  it("replaces the e-mail's earlier code of that audience, and only that one", () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const vendorCode = issueOtp('vendor', 'same@example.in');
    const otherEmail = issueOtp('customer', 'other@example.in');
    issueOtp('customer', 'same@example.in');
    vi.setSystemTime(NOW + 60_000);
    const resent = issueOtp('customer', 'same@example.in');
    expect(db().otps).toEqual([vendorCode, otherEmail, resent]);
    expect(resent.expires_at).toBe(NOW + 60_000 + TEN_MINUTES);
  });

  it('starts unverified again when the code is sent anew after a verification', () => {
    const first = issueOtp('customer', 'again@example.in');
    expect(checkOtp('customer', 'again@example.in', first.code)).toBe('ok');
    issueOtp('customer', 'again@example.in');
    expect(isVerified('customer', 'again@example.in')).toBe(false);
  });
});

describe('checkOtp', () => {
  it("is 'none' when no code was sent to that e-mail for that audience", () => {
    issueOtp('vendor', 'shared@example.in');
    issueOtp('customer', 'other@example.in');
    expect(checkOtp('customer', 'shared@example.in', db().otps[0].code)).toBe('none');
    expect(checkOtp('customer', 'nobody@example.in', db().otps[1].code)).toBe('none');
  });

  it("is 'ok' and marks the e-mail verified for the code sent", () => {
    const otp = issueOtp('customer', 'right@example.in');
    expect(checkOtp('customer', 'right@example.in', otp.code)).toBe('ok');
    expect(db().otps[0].verified).toBe(true);
  });

  it("is 'wrong' for another code, which verifies nothing", () => {
    const otp = issueOtp('vendor', 'wrong@example.in');
    expect(checkOtp('vendor', 'wrong@example.in', otherThan(otp.code))).toBe('wrong');
    expect(checkOtp('vendor', 'wrong@example.in', '')).toBe('wrong');
    expect(db().otps[0].verified).toBe(false);
  });

  it('accepts the code at exactly 10 minutes and calls it expired one millisecond later', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const otp = issueOtp('customer', 'clock@example.in');
    vi.setSystemTime(NOW + TEN_MINUTES);
    expect(checkOtp('customer', 'clock@example.in', otp.code)).toBe('ok');
    vi.setSystemTime(NOW + TEN_MINUTES + 1);
    expect(checkOtp('customer', 'clock@example.in', otp.code)).toBe('expired');
  });

  it("says 'expired' before it looks at the code", () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const otp = issueOtp('customer', 'late@example.in');
    vi.setSystemTime(NOW + TEN_MINUTES + 1);
    expect(checkOtp('customer', 'late@example.in', otherThan(otp.code))).toBe('expired');
    expect(db().otps[0].verified).toBe(false);
  });

  it('accepts the same code again while it lives (a second click on Verify)', () => {
    const otp = issueOtp('customer', 'twice@example.in');
    expect(checkOtp('customer', 'twice@example.in', otp.code)).toBe('ok');
    expect(checkOtp('customer', 'twice@example.in', otp.code)).toBe('ok');
  });
});

describe('isVerified', () => {
  it('is true only once the code of that e-mail and audience was verified', () => {
    const otp = issueOtp('customer', 'me@example.in');
    expect(isVerified('customer', 'me@example.in')).toBe(false);
    checkOtp('customer', 'me@example.in', otp.code);
    expect(isVerified('customer', 'me@example.in')).toBe(true);
  });

  it('does not carry over to the other audience or another e-mail', () => {
    const otp = issueOtp('vendor', 'me@example.in');
    checkOtp('vendor', 'me@example.in', otp.code);
    issueOtp('customer', 'me@example.in');
    expect(isVerified('customer', 'me@example.in')).toBe(false);
    expect(isVerified('vendor', 'someone@example.in')).toBe(false);
    expect(isVerified('vendor', 'me@example.in')).toBe(true);
  });
});

describe('consumeOtp', () => {
  it("uses up the e-mail's code of that audience: nothing is verified or checkable after it", () => {
    const otp = issueOtp('customer', 'used@example.in');
    checkOtp('customer', 'used@example.in', otp.code);
    const kept = [issueOtp('vendor', 'used@example.in'), issueOtp('customer', 'other@example.in')];
    consumeOtp('customer', 'used@example.in');
    expect(isVerified('customer', 'used@example.in')).toBe(false);
    expect(checkOtp('customer', 'used@example.in', otp.code)).toBe('none');
    expect(db().otps).toEqual(kept);
  });
});
