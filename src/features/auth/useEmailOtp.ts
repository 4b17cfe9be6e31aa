/**
 * The e-mail OTP of the customer registration (SPEC §3 OTP state, §4, §8, §9) as ONE status, so impossible mixes
 * (verified while sending, verifying before sent) cannot be written down. A failure goes back to the status the
 * request started from and says why in the page's notice.
 */
import { useReducer, useState } from 'react';
import { sendOtp, verifyOtp } from '../../api/customer';
import type { Notice } from '../../components/AutoDismissAlert';
import { useCountdown } from '../../lib/useCountdown';
import { describeFailure, isPlainRefusal } from '../../api/outcome';
import { REGISTER_TEXTS, registerFailureText } from './authErrors';
import { isValidOtp, REGISTER_MESSAGES } from './registerValidation';
import { devLog } from '../../lib/devLog';

/** SPEC §9: a code can be sent again 30 s after the last one. */
export const RESEND_SECONDS = 30;

/** `resendAt` is the moment resending opens, so a throttled background tab still counts true. */
export type OtpStatus =
  | { kind: 'idle' }
  /** `resendAt` null: the first code; else a resend while the previous code is still open. */
  | { kind: 'sending'; resendAt: number | null }
  | { kind: 'sent'; resendAt: number }
  | { kind: 'verifying'; resendAt: number }
  | { kind: 'verified' };

export type OtpEvent =
  | { type: 'send' }
  | { type: 'sendSucceeded'; at: number }
  | { type: 'sendFailed' }
  | { type: 'verify' }
  | { type: 'verifySucceeded' }
  | { type: 'verifyFailed' }
  | { type: 'reset' };

export const OTP_IDLE: OtpStatus = { kind: 'idle' };

/** The transitions of SPEC §4: idle → sending → sent → verifying → verified; an event that does not fit is ignored. */
export function otpReducer(status: OtpStatus, event: OtpEvent): OtpStatus {
  switch (event.type) {
    case 'send':
      if (status.kind === 'idle') return { kind: 'sending', resendAt: null };
      if (status.kind === 'sent') return { kind: 'sending', resendAt: status.resendAt };
      return status;
    case 'sendSucceeded':
      return status.kind === 'sending' ? { kind: 'sent', resendAt: event.at + RESEND_SECONDS * 1000 } : status;
    case 'sendFailed':
      if (status.kind !== 'sending') return status;
      return status.resendAt === null ? OTP_IDLE : { kind: 'sent', resendAt: status.resendAt };
    case 'verify':
      return status.kind === 'sent' ? { kind: 'verifying', resendAt: status.resendAt } : status;
    case 'verifySucceeded':
      return status.kind === 'verifying' ? { kind: 'verified' } : status;
    case 'verifyFailed':
      return status.kind === 'verifying' ? { kind: 'sent', resendAt: status.resendAt } : status;
    case 'reset':
      return OTP_IDLE;
  }
}

/** The OTP flow for `email`: its status, the code typed, its message, the resend countdown and the three actions. */
export function useEmailOtp(email: string, notify: (notice: Notice | null) => void) {
  const [status, dispatch] = useReducer(otpReducer, OTP_IDLE);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const countdown = useCountdown('resendAt' in status ? status.resendAt : null, RESEND_SECONDS);

  async function send() {
    const resend = status.kind === 'sent';
    notify(null);
    dispatch({ type: 'send' });
    const outcome = await sendOtp(email);
    if (outcome.kind === 'ok') {
      dispatch({ type: 'sendSucceeded', at: Date.now() });
      if (resend) setCode('');
      setCodeError(null);
      notify({ variant: 'success', text: resend ? REGISTER_TEXTS.resent : REGISTER_TEXTS.sent });
      return;
    }
    if (isPlainRefusal(outcome)) notify({ variant: 'danger', text: outcome.message || REGISTER_TEXTS.sendFailed });
    else {
      devLog.error('[register] sending the OTP failed', describeFailure(outcome));
      notify({ variant: 'danger', text: registerFailureText(outcome, REGISTER_TEXTS.sendFailed) });
    }
    dispatch({ type: 'sendFailed' });
  }

  /** True once the server accepted the code. */
  async function verify(): Promise<boolean> {
    if (!isValidOtp(code)) {
      setCodeError(REGISTER_MESSAGES.otpInvalid);
      return false;
    }
    setCodeError(null);
    notify(null);
    dispatch({ type: 'verify' });
    const outcome = await verifyOtp(email, code);
    if (outcome.kind === 'ok') {
      dispatch({ type: 'verifySucceeded' });
      notify({ variant: 'success', text: REGISTER_TEXTS.verified });
      return true;
    }
    if (isPlainRefusal(outcome)) notify({ variant: 'danger', text: outcome.message || REGISTER_TEXTS.verifyFailed });
    else {
      devLog.error('[register] verifying the OTP failed', describeFailure(outcome));
      notify({ variant: 'danger', text: registerFailureText(outcome, REGISTER_TEXTS.network) });
    }
    dispatch({ type: 'verifyFailed' });
    return false;
  }

  /** "Change": back to an unlocked e-mail and no code. */
  function reset() {
    dispatch({ type: 'reset' });
    setCode('');
    setCodeError(null);
    notify(null);
  }

  const busy = status.kind === 'sending' || status.kind === 'verifying';
  return { status, busy, code, setCode, codeError, countdown, send, verify, reset };
}

export type EmailOtp = ReturnType<typeof useEmailOtp>;
