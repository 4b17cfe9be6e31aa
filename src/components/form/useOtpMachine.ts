/** ONE status, so impossible mixes (verified while sending) cannot be written down. */
import { useEffectEvent, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { isOtpCode } from '../../lib/otpLength';
import { useCountdown } from '../../lib/useCountdown';
import type { Notice } from '../AutoDismissAlert';
import { useActionForm, type ActionReply } from './useActionForm';

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

/** idle → sending → sent → verifying → verified; an event that does not fit is ignored. */
export const otpReducerFor =
  (resendSeconds: number) =>
  (status: OtpStatus, event: OtpEvent): OtpStatus => {
    switch (event.type) {
      case 'send':
        if (status.kind === 'idle') return { kind: 'sending', resendAt: null };
        if (status.kind === 'sent') return { kind: 'sending', resendAt: status.resendAt };
        return status;
      case 'sendSucceeded':
        return status.kind === 'sending' ? { kind: 'sent', resendAt: event.at + resendSeconds * 1000 } : status;
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
  };

export interface OtpSend {
  intent: 'sendOtp';
  email: string;
  resend: boolean;
}
export interface OtpVerify {
  intent: 'verifyOtp';
  email: string;
  code: string;
}

export interface OtpReply extends ActionReply {
  ok: boolean;
  /** The vendor wizard shows a failed send under the e-mail field. */
  emailError?: string;
  codeError?: string;
}

interface OtpOptions {
  /** As sent (trimmed, lower-cased). */
  email: string;
  resendSeconds: number;
  notify: (notice: Notice | null) => void;
  /** Shown when the typed code is not six digits. */
  codeMessage: string;
  /** Focus goes there once a code was sent (the Send button is gone) and, digits selected, when one is refused. */
  codeFieldId: string;
  /** Else the message stays until the next Verify. */
  clearCodeErrorOnType?: boolean;
  /** A saved draft's. */
  initial?: OtpStatus;
  onReply?: (reply: OtpReply, intent: 'sendOtp' | 'verifyOtp') => void;
}

/**
 * A layout effect, not the router's render of the reply: the update is urgent, and the alert's timer and the
 * countdown start with the commit that shows it. An effect event: the page's callbacks are new on every render.
 */
function useOnReply(reply: OtpReply | undefined, handle: (reply: OtpReply) => void) {
  const handled = useEffectEvent(handle);
  useLayoutEffect(() => {
    if (reply) handled(reply);
  }, [reply]);
}

export function useOtpMachine({
  email,
  resendSeconds,
  notify,
  codeMessage,
  codeFieldId,
  clearCodeErrorOnType = false,
  initial = OTP_IDLE,
  onReply,
}: OtpOptions) {
  const [reducer] = useState(() => otpReducerFor(resendSeconds));
  const [status, dispatch] = useReducer(reducer, initial);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const countdown = useCountdown('resendAt' in status ? status.resendAt : null, resendSeconds);

  const [verifiedAt, setVerifiedAt] = useState<number | null>(null);
  const sender = useActionForm<OtpSend, OtpReply>();
  const verifier = useActionForm<OtpVerify, OtpReply>();

  useOnReply(sender.reply, (reply) => {
    if (reply.ok) {
      dispatch({ type: 'sendSucceeded', at: Date.now() });
      setCode('');
      setCodeError(null);
    } else dispatch({ type: 'sendFailed' });
    notify(reply.notice);
    onReply?.(reply, 'sendOtp');
  });
  useOnReply(verifier.reply, (reply) => {
    dispatch(reply.ok ? { type: 'verifySucceeded' } : { type: 'verifyFailed' });
    if (reply.ok) setVerifiedAt(Date.now());
    else if (reply.codeError) setCodeError(reply.codeError);
    notify(reply.notice);
    onReply?.(reply, 'verifyOtp');
  });

  // Focus moves in the commit that shows the field (a code sent) or its message (a code refused).
  const kindBefore = useRef(status.kind);
  useLayoutEffect(() => {
    const was = kindBefore.current;
    kindBefore.current = status.kind;
    if (was === 'sending' && status.kind === 'sent') document.getElementById(codeFieldId)?.focus();
  }, [status.kind, codeFieldId]);
  useLayoutEffect(() => {
    const field = codeError ? (document.getElementById(codeFieldId) as HTMLInputElement | null) : null;
    field?.focus();
    field?.select();
  }, [codeError, codeFieldId]);

  async function send() {
    if (status.kind !== 'idle' && status.kind !== 'sent') return;
    notify(null);
    dispatch({ type: 'send' });
    await sender.submit({ intent: 'sendOtp', email, resend: status.kind === 'sent' });
  }

  async function verify() {
    if (!isOtpCode(code)) {
      setCodeError(codeMessage);
      return;
    }
    if (status.kind !== 'sent') return;
    setCodeError(null);
    notify(null);
    dispatch({ type: 'verify' });
    await verifier.submit({ intent: 'verifyOtp', email, code });
  }

  /** "Change": back to an unlocked e-mail and no code. */
  function reset() {
    dispatch({ type: 'reset' });
    setCode('');
    setCodeError(null);
    notify(null);
  }

  const typeCode = (typed: string) => {
    setCode(typed);
    if (clearCodeErrorOnType) setCodeError(null);
  };

  const busy = status.kind === 'sending' || status.kind === 'verifying';
  // The code field shows from the first code sent until it is verified, a resend included.
  const open =
    status.kind === 'sent' || status.kind === 'verifying' || (status.kind === 'sending' && status.resendAt !== null);
  return { status, open, busy, code, typeCode, codeError, codeFieldId, countdown, send, verify, reset, verifiedAt };
}

export type OtpMachine = ReturnType<typeof useOtpMachine>;
