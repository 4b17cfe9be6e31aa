import type { ReactNode } from 'react';
import { controlClass, FieldError } from './FieldShell';
import { useFieldState } from './useFieldState';

export interface CheckFieldProps {
  name: string;
  label: ReactNode;
  id?: string;
  switch?: boolean;
  className?: string;
  /** Opt-in: some pages' copy treats their switches as checkboxes. */
  role?: 'switch';
}

export function CheckField({ name, label, id: idProp, switch: asSwitch, className = 'mb-3', role }: CheckFieldProps) {
  const { field, id, error, errorId, describedBy } = useFieldState<boolean>({ name, id: idProp, type: 'checkbox' });
  return (
    <div className={className}>
      <div className={asSwitch ? 'form-check form-switch' : 'form-check'}>
        <input
          {...field}
          checked={Boolean(field.value)}
          value={undefined}
          id={id}
          type="checkbox"
          role={role}
          className={controlClass('form-check-input', Boolean(error))}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <label className="form-check-label" htmlFor={id}>
          {label}
        </label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
