import { useFormikContext } from 'formik';
import type { ReactNode, Ref } from 'react';
import { BusyButton } from '../../components/form/BusyButton';
import { FileField } from '../../components/form/FileField';
import { PasswordField } from '../../components/form/PasswordField';
import { TextField } from '../../components/form/TextField';
import { codeOpen, type OtpMachine } from '../../components/form/useOtpMachine';
import { keepDigits } from '../../lib/digitsOnly';
import { OtpBlock } from './OtpBlock';
import { PASSWORD_RULES, type RegisterValues } from './registerValidation';
import { OTP_FIELD_ID } from './useEmailOtp';

interface RegisterStepOneProps {
  otp: OtpMachine;
  /** The address the code goes to, as sent. */
  email: string;
  /** A write is under way: the OTP buttons wait. */
  busy: boolean;
  /** Registered: nothing can be changed any more. */
  locked: boolean;
  headingRef: Ref<HTMLLegendElement>;
  /** The page's message, shown above the code box or the step's button. */
  notice: ReactNode;
  onVerify: () => void;
  onResend: () => void;
}

/** Step 1 of the customer registration (SPEC §2.5, §4, §5): Basic Info, the e-mail verified by a code. */
export function RegisterStepOne({
  otp,
  email,
  busy,
  locked,
  headingRef,
  notice,
  onVerify,
  onResend,
}: RegisterStepOneProps) {
  const { values } = useFormikContext<RegisterValues>();
  const { kind } = otp.status;
  const open = codeOpen(otp.status);
  return (
    <fieldset disabled={locked}>
      <legend ref={headingRef} className="h5 mb-3" tabIndex={-1}>
        Basic Info
      </legend>
      <TextField name="fullName" id="register-fullName" label="Full name" autoComplete="name" limit="name" />
      <TextField
        name="email"
        id="register-email"
        label="Email address"
        type="email"
        inputMode="email"
        autoComplete="email"
        limit="email"
        readOnly={kind !== 'idle'}
        after={
          kind === 'verified' ? (
            <span className="input-group-text text-success-emphasis bg-success-subtle">✓ Verified</span>
          ) : open ? (
            <button
              type="button"
              className="btn btn-outline-secondary"
              aria-label="Change email address"
              onClick={otp.reset}
              disabled={busy}
            >
              Change
            </button>
          ) : undefined
        }
      />
      <TextField
        name="phone"
        id="register-phone"
        label="Phone number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        limit="phone"
        before="+91"
        transform={keepDigits()}
      />
      <PasswordField
        name="password"
        id="register-password"
        label="Password"
        autoComplete="new-password"
        className="mb-2"
        describedBy="register-password-rules"
      />
      <ul
        id="register-password-rules"
        className="password-checklist list-unstyled small mb-3"
        aria-label="Password requirements"
      >
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(values.password);
          return (
            <li key={rule.label} className={met ? 'met' : 'text-body-secondary'}>
              <span aria-hidden="true">{met ? '✓' : '○'}</span>
              {rule.label}
              <span className="visually-hidden">{met ? ' (done)' : ' (missing)'}</span>
            </li>
          );
        })}
      </ul>
      <PasswordField
        name="confirmPassword"
        id="register-confirmPassword"
        label="Confirm password"
        autoComplete="new-password"
      />
      <FileField
        name="profileImage"
        id="register-profileImage"
        label={
          <>
            Profile photo <span className="text-body-secondary">(optional)</span>
          </>
        }
        upload="profileImage"
        hint="PNG, JPG or GIF, max 2MB."
        className="mb-4"
      />

      {notice}
      {open && (
        <OtpBlock otp={otp} id={OTP_FIELD_ID} email={email} disabled={busy} onVerify={onVerify} onResend={onResend} />
      )}

      {(kind === 'idle' || (kind === 'sending' && !open)) && (
        <BusyButton
          type="submit"
          className="btn btn-primary w-100 py-2"
          busy={kind === 'sending'}
          disabled={busy}
          label="Send OTP"
          busyLabel="Sending OTP…"
        />
      )}
      {kind === 'verified' && (
        <button type="submit" className="btn btn-primary w-100 py-2">
          Next
        </button>
      )}
    </fieldset>
  );
}
