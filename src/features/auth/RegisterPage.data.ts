/**
 * The registration's writes: the e-mail OTP by `intent` (JSON) and the sign-up (multipart, the wire's form). A
 * sign-up opens the login with the e-mail filled in and a one-time welcome.
 */
import type { ActionFunctionArgs } from 'react-router-dom';
import { registerUser, sendOtp, verifyOtp } from '../../api/customer';
import { describeFailure, isPlainRefusal } from '../../api/outcome';
import type { ActionReply } from '../../components/form/useActionForm';
import type { OtpReply, OtpSend, OtpVerify } from '../../components/form/useOtpMachine';
import { devLog } from '../../api/devLog';
import { isMultipart, signedUpReply } from '../../lib/submission';
import { REGISTER_TEXTS, registerFailureText } from './authErrors';

async function sendCode({ email, resend }: OtpSend): Promise<OtpReply> {
  const outcome = await sendOtp(email);
  if (outcome.kind === 'ok')
    return { ok: true, notice: { variant: 'success', text: resend ? REGISTER_TEXTS.resent : REGISTER_TEXTS.sent } };
  if (isPlainRefusal(outcome))
    return { ok: false, notice: { variant: 'danger', text: outcome.message || REGISTER_TEXTS.sendFailed } };
  devLog.error('[register] sending the OTP failed', describeFailure(outcome));
  return { ok: false, notice: { variant: 'danger', text: registerFailureText(outcome, REGISTER_TEXTS.sendFailed) } };
}

async function verifyCode({ email, code }: OtpVerify): Promise<OtpReply> {
  const outcome = await verifyOtp(email, code);
  if (outcome.kind === 'ok') return { ok: true, notice: { variant: 'success', text: REGISTER_TEXTS.verified } };
  // A refused code is the code field's message; a call that failed says nothing about the code.
  if (isPlainRefusal(outcome))
    return { ok: false, notice: null, codeError: outcome.message || REGISTER_TEXTS.verifyFailed };
  devLog.error('[register] verifying the OTP failed', describeFailure(outcome));
  return { ok: false, notice: { variant: 'danger', text: registerFailureText(outcome, REGISTER_TEXTS.network) } };
}

/** `form` is the wire's sign-up form, as the page built it. */
async function register(form: FormData): Promise<ActionReply> {
  const answer = await registerUser(form);
  if (answer.kind === 'ok') return signedUpReply(REGISTER_TEXTS.registered, '/login', form);
  if (isPlainRefusal(answer)) {
    devLog.warn('[register] the server refused the registration:', answer.message);
    return { notice: { variant: 'danger', text: REGISTER_TEXTS.registerFailed } };
  }
  devLog.error('[register] the registration call failed', describeFailure(answer));
  return { notice: { variant: 'danger', text: registerFailureText(answer, REGISTER_TEXTS.registerFailed) } };
}

export async function action({ request }: ActionFunctionArgs): Promise<ActionReply> {
  if (isMultipart(request)) return register(await request.formData());
  const write = (await request.json()) as OtpSend | OtpVerify;
  return write.intent === 'sendOtp' ? sendCode(write) : verifyCode(write);
}
