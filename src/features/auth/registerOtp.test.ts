/** The registration's OTP status (SPEC §4): one value, and only the transitions the flow allows. */
import { describe, expect, it } from 'vitest';
import { OTP_IDLE, otpReducerFor, type OtpEvent, type OtpStatus } from '../../components/form/useOtpMachine';
import { RESEND_SECONDS } from './registerValidation';

/** The customer's machine: the shared one with the customer's resend delay. */
const otpReducer = otpReducerFor(RESEND_SECONDS);

const run = (events: OtpEvent[], from: OtpStatus = OTP_IDLE) => events.reduce(otpReducer, from);
const AT = 1_700_000_000_000;
const OPEN = AT + RESEND_SECONDS * 1000;

describe('otpReducer', () => {
  it('goes idle → sending → sent (resend opens 30 s later) → verifying → verified', () => {
    expect(run([{ type: 'send' }])).toEqual({ kind: 'sending', resendAt: null });
    expect(run([{ type: 'send' }, { type: 'sendSucceeded', at: AT }])).toEqual({ kind: 'sent', resendAt: OPEN });
    const verifying = run([{ type: 'send' }, { type: 'sendSucceeded', at: AT }, { type: 'verify' }]);
    expect(verifying).toEqual({ kind: 'verifying', resendAt: OPEN });
    expect(otpReducer(verifying, { type: 'verifySucceeded' })).toEqual({ kind: 'verified' });
  });

  it('returns to where a request started when it fails', () => {
    expect(run([{ type: 'send' }, { type: 'sendFailed' }])).toEqual(OTP_IDLE);
    const sent: OtpStatus = { kind: 'sent', resendAt: OPEN };
    expect(run([{ type: 'send' }, { type: 'sendFailed' }], sent)).toEqual(sent);
    expect(run([{ type: 'verify' }, { type: 'verifyFailed' }], sent)).toEqual(sent);
  });

  it('a resend restarts the countdown; Change goes back to idle', () => {
    const sent: OtpStatus = { kind: 'sent', resendAt: OPEN };
    expect(run([{ type: 'send' }], sent)).toEqual({ kind: 'sending', resendAt: OPEN });
    expect(run([{ type: 'send' }, { type: 'sendSucceeded', at: OPEN }], sent)).toEqual({
      kind: 'sent',
      resendAt: OPEN + RESEND_SECONDS * 1000,
    });
    expect(otpReducer(sent, { type: 'reset' })).toEqual(OTP_IDLE);
  });

  it('ignores what does not fit: verifying before a code was sent, sending while verifying, a late answer', () => {
    expect(otpReducer(OTP_IDLE, { type: 'verify' })).toBe(OTP_IDLE);
    const verifying: OtpStatus = { kind: 'verifying', resendAt: OPEN };
    expect(otpReducer(verifying, { type: 'send' })).toBe(verifying);
    const verified: OtpStatus = { kind: 'verified' };
    expect(otpReducer(verified, { type: 'sendSucceeded', at: AT })).toBe(verified);
    expect(otpReducer(OTP_IDLE, { type: 'verifySucceeded' })).toBe(OTP_IDLE);
  });
});
