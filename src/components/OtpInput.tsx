import type { InputHTMLAttributes } from 'react';
import { digitsOnly } from '../lib/digitsOnly';
import { OTP_LENGTH } from '../lib/otpLength';
import { controlClass, FieldError } from './form/FieldShell';
import { describedByIds } from './form/useFieldState';

interface OtpInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'id' | 'value' | 'onChange' | 'maxLength'
> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: string;
}

export function OtpInput({ id, label, value, onChange, error, hint, className = '', ...input }: OtpInputProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        {...input}
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern={`\\d{${OTP_LENGTH}}`}
        maxLength={OTP_LENGTH}
        value={value}
        onChange={(event) => onChange(digitsOnly(event.target.value, OTP_LENGTH))}
        className={controlClass('form-control otp-input', Boolean(error))}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds(error && errorId, hint && hintId)}
      />
      {hint && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
