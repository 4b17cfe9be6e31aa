import type { Notice } from '../../components/AutoDismissAlert';
import { useOtpMachine } from '../../components/form/useOtpMachine';
import { isOtpCode } from '../../lib/otpLength';
import { REGISTER_MESSAGES } from './registerValidation';

export const RESEND_SECONDS = 30;

const CODE_RULE = { test: isOtpCode, message: REGISTER_MESSAGES.otpInvalid };

export const OTP_FIELD_ID = 'register-otp';

export const useEmailOtp = (email: string, notify: (notice: Notice | null) => void) =>
  useOtpMachine({ email, resendSeconds: RESEND_SECONDS, notify, codeRule: CODE_RULE, codeFieldId: OTP_FIELD_ID });
