import { BusyButton } from '../../components/form/BusyButton';
import { OtpInput } from '../../components/OtpInput';
import type { OtpMachine } from '../../components/form/useOtpMachine';

interface OtpBlockProps {
  otp: OtpMachine;
  /** The code field's id. */
  id: string;
  email: string;
  disabled: boolean;
  onVerify: () => void;
  onResend: () => void;
}

/**
 * The code box of the registration's step 1, shown once a code was sent and until it is verified. A refused code
 * ('Invalid OTP', an expired code) shows under the field, which it marks invalid and describes.
 */
export function OtpBlock({ otp, id, email, disabled, onVerify, onResend }: OtpBlockProps) {
  const verifying = otp.status.kind === 'verifying';
  return (
    <div className="border rounded-3 p-3 mb-4 bg-body-tertiary" role="group" aria-label="Email verification">
      <OtpInput
        id={id}
        label="Verification code"
        hint={`Enter the 6-digit code we sent to ${email}.`}
        value={otp.code}
        error={otp.codeError}
        className="mb-3"
        onChange={otp.typeCode}
      />
      <div className="d-flex flex-wrap align-items-center gap-2">
        <BusyButton
          className="btn btn-primary"
          onClick={onVerify}
          busy={verifying}
          disabled={disabled}
          label="Verify OTP"
          busyLabel="Verifying…"
        />
        <button type="button" className="btn btn-link" onClick={onResend} disabled={otp.countdown > 0 || disabled}>
          {otp.countdown > 0 ? `Resend OTP in ${otp.countdown}s` : 'Resend OTP'}
        </button>
      </div>
    </div>
  );
}
