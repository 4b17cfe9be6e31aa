import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { OtpInput } from '../../../components/OtpInput';
import { BusyButton, PasswordField, TextField } from '../../../components/form';
import { codeOpen, type OtpMachine } from '../../../components/form/useOtpMachine';
import { keepDigits } from '../../../lib/digitsOnly';
import { normalEmail } from '../../../lib/email';
import { minutesSeconds } from '../../../lib/useCountdown';
import type { WizardValues } from './wizardModel';

interface StepPersonalProps {
  otp: OtpMachine;
  /** The e-mail code's message, shown above the code box (or where it was, once the e-mail is verified). */
  notice: ReactNode;
  onSend: () => void;
  onChangeEmail: () => void;
}

export const OTP_FIELD_ID = 'vendor-otp';

export function StepPersonal({ otp, notice, onSend, onChangeEmail }: StepPersonalProps) {
  const { values } = useFormikContext<WizardValues>();
  const { kind } = otp.status;
  const verified = kind === 'verified';
  const sending = kind === 'sending';
  const open = codeOpen(otp.status);
  const locked = open || verified;
  return (
    <>
      <div className="row g-sm-3">
        <TextField
          name="firstName"
          limit="name"
          label="First name"
          autoComplete="given-name"
          required
          className="col-sm-6 mb-3"
        />
        <TextField
          name="lastName"
          limit="name"
          label="Last name"
          autoComplete="family-name"
          required
          className="col-sm-6 mb-3"
        />
      </div>
      <TextField
        name="email"
        limit="email"
        label="Email address"
        type="email"
        autoComplete="email"
        required
        readOnly={locked}
        hint={verified ? 'Verified' : locked ? `We sent a code to ${normalEmail(values.email)}` : undefined}
        className="mb-2"
      />
      <div className="d-flex flex-wrap gap-2 mb-3">
        {!locked && (
          <BusyButton
            className="btn btn-outline-primary btn-sm"
            onClick={onSend}
            busy={sending}
            label="Send OTP"
            busyLabel="Sending..."
          />
        )}
        {locked && (
          <button type="button" className="btn btn-link btn-sm px-0" onClick={onChangeEmail}>
            Change
          </button>
        )}
        {verified && <span className="badge text-bg-success align-self-center">Email verified</span>}
      </div>
      {notice}
      {open && (
        <div className="border rounded-3 p-3 mb-3 bg-body-tertiary" role="group" aria-label="Email verification">
          <OtpInput
            id={OTP_FIELD_ID}
            label="Verification code"
            value={otp.code}
            onChange={otp.typeCode}
            error={otp.codeError}
            className="mb-2"
          />
          <div className="d-flex flex-wrap align-items-center gap-3">
            <BusyButton
              className="btn btn-primary btn-sm"
              onClick={() => void otp.verify()}
              busy={kind === 'verifying'}
              label="Verify OTP"
              busyLabel="Verifying..."
            />
            {otp.countdown > 0 ? (
              <span className="small text-body-secondary" role="timer" aria-live="off">
                Resend OTP in {minutesSeconds(otp.countdown)}
              </span>
            ) : (
              <button type="button" className="btn btn-link btn-sm px-0" onClick={onSend} disabled={sending}>
                Resend OTP
              </button>
            )}
          </div>
        </div>
      )}
      <TextField
        name="phone"
        limit="phone"
        label="Phone number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        transform={keepDigits(10)}
        hint="10 digits, e.g. 9876543210"
        required
      />
      <div className="row g-sm-3">
        <PasswordField
          name="password"
          label="Password"
          autoComplete="new-password"
          required
          className="col-sm-6 mb-3"
        />
        <PasswordField
          name="confirmPassword"
          label="Confirm password"
          autoComplete="new-password"
          required
          className="col-sm-6 mb-3"
        />
      </div>
    </>
  );
}
