import FormGroup from 'react-bootstrap/FormGroup';
import FormLabel from 'react-bootstrap/FormLabel';
import FormText from 'react-bootstrap/FormText';
import type { ReactNode } from 'react';

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
  children: ReactNode;
}

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
  children,
}: FieldShellProps) {
  return (
    <FormGroup className={className}>
      <FormLabel htmlFor={id} visuallyHidden={srOnlyLabel}>
        {label}
      </FormLabel>
      {/* Beside the label, not in it: the field's name stays its label's words (the control says `required`). */}
      {required && !srOnlyLabel && (
        <span className="text-danger ms-1" aria-hidden="true">
          *
        </span>
      )}
      {children}
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
      {hint && (
        <FormText id={hintId} className="d-block">
          {hint}
        </FormText>
      )}
    </FormGroup>
  );
}
