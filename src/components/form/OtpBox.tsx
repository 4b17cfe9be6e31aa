import type { ReactNode } from 'react';
import { OtpInput } from '../OtpInput';
import { BusyButton } from './BusyButton';
import type { OtpMachine } from './useOtpMachine';

interface OtpBoxProps {
  otp: OtpMachine;
  hint?: string;
  verifyingLabel: string;
  disabled?: boolean;
  /** The vendor wizard's small buttons and tighter spacing. */
  small?: boolean;
  /** The page's resend control, beside Verify. */
  children: ReactNode;
}

/** The e-mail code's box of both sign-ups, shown while a code is open. */
export function OtpBox({ otp, hint, verifyingLabel, disabled, small = false, children }: OtpBoxProps) {
  if (!otp.open) return null;
  return (
    <div
      className={`border rounded-3 p-3 bg-body-tertiary ${small ? 'mb-3' : 'mb-4'}`}
      role="group"
      aria-label="Email verification"
    >
      <OtpInput
        id={otp.codeFieldId}
        label="Verification code"
        hint={hint}
        value={otp.code}
        error={otp.codeError}
        className={small ? 'mb-2' : 'mb-3'}
        onChange={otp.typeCode}
      />
      <div className={`d-flex flex-wrap align-items-center ${small ? 'gap-3' : 'gap-2'}`}>
        <BusyButton
          className={small ? 'btn btn-primary btn-sm' : 'btn btn-primary'}
          onClick={() => void otp.verify()}
          busy={otp.status.kind === 'verifying'}
          disabled={disabled}
          label="Verify OTP"
          busyLabel={verifyingLabel}
        />
        {children}
      </div>
    </div>
  );
}
