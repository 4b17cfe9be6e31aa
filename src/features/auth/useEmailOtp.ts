/**
 * The e-mail OTP of the customer registration (SPEC §3 OTP state, §4, §8, §9): the shared OTP machine
 * (src/components/form/useOtpMachine.ts) with the customer's resend delay and code message. Its writes are
 * RegisterPage.data.ts's `sendOtp` and `verifyOtp` intents.
 */
import type { Notice } from '../../components/AutoDismissAlert';
import { useOtpMachine } from '../../components/form/useOtpMachine';
import { isValidOtp, REGISTER_MESSAGES } from './registerValidation';

/** SPEC §9: a code can be sent again 30 s after the last one. */
export const RESEND_SECONDS = 30;

const CODE_RULE = { test: isValidOtp, message: REGISTER_MESSAGES.otpInvalid };

/** The id of the registration's code field. */
export const OTP_FIELD_ID = 'register-otp';

/** The OTP flow for `email`: its status, the code typed, its message, the resend countdown and the three actions. */
export const useEmailOtp = (email: string, notify: (notice: Notice | null) => void) =>
  useOtpMachine({ email, resendSeconds: RESEND_SECONDS, notify, codeRule: CODE_RULE, codeFieldId: OTP_FIELD_ID });
