/**
 * The e-mail OTP of both registrations (SPEC §3 OTP state, §4, §8, §9): the customer's and the vendor wizard's.
 * ONE status, so impossible mixes (verified while sending, verifying before sent) cannot be written down; the
 * two writes (send, verify) go to the page's route action through `useActionForm`, which answers an `OtpReply`.
 * A failure goes back to the status the request started from; the reply says why.
 */
import { useEffectEvent, useLayoutEffect, useReducer, useRef, useState } from 'react';
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

/**
 * The transitions of SPEC §4: idle → sending → sent → verifying → verified; an event that does not fit is
 * ignored. A code sent opens its resend `resendSeconds` later.
 */
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

/** A code box is open: a code was sent and is not verified yet (a resend may be under way). */
export const codeOpen = (status: OtpStatus): boolean =>
  status.kind === 'sent' || status.kind === 'verifying' || (status.kind === 'sending' && status.resendAt !== null);

/** The two OTP writes a registration's action answers (besides its own final write). */
export interface OtpSend {
  intent: 'sendOtp';
  email: string;
  /** A code was already sent (some texts differ). */
  resend: boolean;
}
export interface OtpVerify {
  intent: 'verifyOtp';
  email: string;
  code: string;
}

/** What an OTP write answers: its alert, whether the server said yes, and a message for a field. */
export interface OtpReply extends ActionReply {
  ok: boolean;
  /** The vendor wizard shows a failed send under the e-mail field rather than in the alert. */
  emailError?: string;
  /** A code the server refused: its message shows under the code field, where the visitor typed it. */
  codeError?: string;
}

interface OtpOptions {
  /** The address the codes go to, as sent (trimmed, lower-cased). */
  email: string;
  resendSeconds: number;
  notify: (notice: Notice | null) => void;
  /** What a code must be before it is sent, and the message when it is not. */
  codeRule: { test: (code: string) => boolean; message: string };
  /**
   * The code field's id. Focus goes there once a code was sent (the Send button that had it is gone: the code is
   * the next thing to type) and when a code is refused, its digits selected (its message is read out, the next
   * code typed replaces them).
   */
  codeFieldId: string;
  /** Typing a code clears its message (the vendor wizard); else it stays until the next Verify. */
  clearCodeErrorOnType?: boolean;
  /** Where the machine starts (a saved draft); idle when left out. */
  initial?: OtpStatus;
  /** Each reply, after the machine has moved (for what a page does beyond the alert). */
  onReply?: (reply: OtpReply, intent: 'sendOtp' | 'verifyOtp') => void;
}

/** The OTP flow for `email`: its status, the code typed, its message, the resend countdown and the three actions. */
export function useOtpMachine({
  email,
  resendSeconds,
  notify,
  codeRule,
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

  // Each reply moves the machine in a layout effect, not during the router's render of it: the update is then
  // urgent, and what it starts (the alert's timer, the countdown) starts with the commit that shows it.
  // Once per reply: the page's callbacks are new on every render.
  const sendReplied = useEffectEvent((reply: OtpReply) => {
    if (reply.ok) {
      dispatch({ type: 'sendSucceeded', at: Date.now() });
      setCode('');
      setCodeError(null);
    } else dispatch({ type: 'sendFailed' });
    notify(reply.notice);
    onReply?.(reply, 'sendOtp');
  });
  const verifyReplied = useEffectEvent((reply: OtpReply) => {
    dispatch(reply.ok ? { type: 'verifySucceeded' } : { type: 'verifyFailed' });
    if (reply.ok) setVerifiedAt(Date.now());
    else if (reply.codeError) setCodeError(reply.codeError);
    notify(reply.notice);
    onReply?.(reply, 'verifyOtp');
  });
  const sendReply = sender.reply;
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the reply is the outside event; see above
    if (sendReply) sendReplied(sendReply);
  }, [sendReply]);
  const verifyReply = verifier.reply;
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the reply is the outside event; see above
    if (verifyReply) verifyReplied(verifyReply);
  }, [verifyReply]);

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

  /** Sends the code typed, once it looks like a code; the reply says whether the server accepted it. */
  async function verify() {
    if (!codeRule.test(code)) {
      setCodeError(codeRule.message);
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
  return { status, busy, code, typeCode, codeError, countdown, send, verify, reset, verifiedAt };
}

export type OtpMachine = ReturnType<typeof useOtpMachine>;
