import type { ReactNode } from 'react';
import { RequiredMark } from '../RequiredMark';

export interface FieldShellProps {
  id: string;
  label: ReactNode;
  /** Shows a red asterisk after the label (the input itself carries `required`). */
  required?: boolean;
  /** Help text under the control (limits, formats); described by the control. */
  hint?: ReactNode;
  hintId: string;
  error?: string;
  errorId: string;
  className?: string;
  /** Hide the label visually (it stays for screen readers and tests). */
  srOnlyLabel?: boolean;
  /** Something on the label's line, at its end (a small action such as "Use my current location"). */
  labelAside?: ReactNode;
  children: ReactNode;
}

/**
 * The Bootstrap classes of a control, invalid or not. The field components write Bootstrap's form markup
 * themselves rather than through react-bootstrap's Form* components, whose prop-types and helpers cost /login
 * and /register more than their budgets have left (docs/decisions.md).
 */
export const controlClass = (base: string, invalid: boolean, extra?: string) =>
  [base, invalid && 'is-invalid', extra].filter(Boolean).join(' ');

/** Label, control, hint and error message of one field: the layout every field component shares. */
export function FieldShell({
  id,
  label,
  required,
  hint,
  hintId,
  error,
  errorId,
  className = 'mb-3',
  srOnlyLabel,
  labelAside,
  children,
}: FieldShellProps) {
  const labelLine = (
    <>
      <label htmlFor={id} className={srOnlyLabel ? 'visually-hidden' : labelAside ? 'form-label m-0' : 'form-label'}>
        {label}
      </label>
      {required && !srOnlyLabel && <RequiredMark />}
    </>
  );
  return (
    <div className={className}>
      {labelAside ? (
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
          <div>{labelLine}</div>
          {labelAside}
        </div>
      ) : (
        labelLine
      )}
      {children}
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
      {hint && (
        <small id={hintId} className="form-text d-block">
          {hint}
        </small>
      )}
    </div>
  );
}
