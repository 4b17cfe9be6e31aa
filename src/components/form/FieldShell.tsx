import type { ReactNode } from 'react';

export interface FieldShellProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  /** Its id is `${id}-hint`, the error's `${id}-error` (useFieldState's). */
  hint?: ReactNode;
  error?: string | null;
  /** Announced: an error that comes from a choice, not from a submit. */
  errorAlert?: boolean;
  className?: string;
  /** On the label's line, at its end ("Use my current location"). */
  labelAside?: ReactNode;
  children: ReactNode;
}

/** Bootstrap's form markup by hand: react-bootstrap's Form* cost /login and /register more than their budgets have. */
export const controlClass = (base: string, invalid: boolean) => (invalid ? `${base} is-invalid` : base);

export function FieldShell({
  id,
  label,
  required,
  hint,
  error,
  errorAlert,
  className = 'mb-3',
  labelAside,
  children,
}: FieldShellProps) {
  const labelLine = (
    <>
      <label htmlFor={id} className={labelAside ? 'form-label m-0' : 'form-label'}>
        {label}
      </label>
      {/* Beside the label, not in it: the field's name stays its label's words (the control says `required`). */}
      {required && (
        <span className="text-danger ms-1" aria-hidden="true">
          *
        </span>
      )}
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
      <FieldError id={`${id}-error`} error={error} alert={errorAlert} />
      {hint && (
        <small id={`${id}-hint`} className="form-text d-block">
          {hint}
        </small>
      )}
    </div>
  );
}

export const FieldError = ({ id, error, alert }: { id: string; error?: string | null; alert?: boolean }) =>
  error ? (
    <div id={id} className="invalid-feedback d-block" role={alert ? 'alert' : undefined}>
      {error}
    </div>
  ) : null;
