/**
 * The wizard's read (step 4's lists) and its writes: the e-mail OTP and the address of a position by `intent` (JSON),
 * and the registration (multipart, the wire's form). A registration opens the vendor login with the e-mail filled in
 * and a one-time welcome.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom';
import { describeFailure, isPlainRefusal } from '../../../api/outcome';
import { registerVendor, vendorSendOtp, vendorVerifyOtp } from '../../../api/vendor';
import type { ActionReply } from '../../../components/form/useActionForm';
import type { OtpReply, OtpSend, OtpVerify } from '../../../components/form/useOtpMachine';
import { devLog } from '../../../api/devLog';
import { placeAt, type Coordinates, type Place } from '../../../lib/location';
import { isMultipart, signedUpReply } from '../../../lib/submission';
import { failureText, WIZARD_TEXTS } from '../vendorTexts';
import { loadServiceCatalogue } from './serviceCatalogue.data';
import { clearDraft } from './wizardModel';

/** Not awaited: the wizard opens at once, step 4 waits for the lists (and offers a retry if they fail). */
export const loader = ({ request }: LoaderFunctionArgs) => {
  const catalogue = loadServiceCatalogue(request.signal);
  // Handled by step 4; do not let an unwatched rejection reach the console as unhandled.
  catalogue.catch(() => undefined);
  return { catalogue };
};

export { keepReadsAfterWrites as shouldRevalidate } from '../../../lib/keepReads';

export interface Locate extends Coordinates {
  intent: 'locate';
}
export interface LocateReply extends ActionReply {
  place: Place<'vendorAddress'>['place'];
}

async function sendCode({ email }: OtpSend): Promise<OtpReply> {
  const answer = await vendorSendOtp(email);
  if (answer.kind === 'ok') return { ok: true, notice: { variant: 'success', text: WIZARD_TEXTS.otpSent } };
  // A failed send shows under the e-mail field.
  return { ok: false, notice: null, emailError: failureText(answer, WIZARD_TEXTS.otpSendNetwork) };
}

async function verifyCode({ email, code }: OtpVerify): Promise<OtpReply> {
  const answer = await vendorVerifyOtp(email, code);
  if (answer.kind === 'ok') return { ok: true, notice: { variant: 'success', text: WIZARD_TEXTS.verified } };
  // The server's reason for refusing the code shows under the code field; a call that failed, in the alert.
  if (isPlainRefusal(answer))
    return { ok: false, notice: null, codeError: answer.message || WIZARD_TEXTS.otpVerifyNetwork };
  return { ok: false, notice: { variant: 'danger', text: failureText(answer, WIZARD_TEXTS.otpVerifyNetwork) } };
}

async function locate({ latitude, longitude }: Locate): Promise<LocateReply> {
  const { geocode: outcome, place } = await placeAt('vendorAddress', { latitude, longitude });
  if (!place)
    devLog.warn(
      '[vendor register] location detection failed',
      new Error(`no address for this position (${outcome.kind === 'ok' ? 'no result' : describeFailure(outcome)})`),
    );
  return { notice: null, place };
}

/** `form` is the wire's registration form, as the page built it. */
async function register(form: FormData): Promise<ActionReply> {
  const answer = await registerVendor(form);
  if (answer.kind === 'ok') {
    clearDraft();
    return signedUpReply(WIZARD_TEXTS.registered, '/vendor/login', form);
  }
  return { notice: { variant: 'danger', text: failureText(answer, WIZARD_TEXTS.registerFailed) } };
}

export async function action({ request }: ActionFunctionArgs): Promise<ActionReply> {
  if (isMultipart(request)) return register(await request.formData());
  const write = (await request.json()) as OtpSend | OtpVerify | Locate;
  if (write.intent === 'sendOtp') return sendCode(write);
  if (write.intent === 'verifyOtp') return verifyCode(write);
  return locate(write);
}
