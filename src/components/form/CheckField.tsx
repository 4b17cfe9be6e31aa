import { FieldError } from './FieldShell';
import { useFieldState, type FieldProps } from './useFieldState';

export interface CheckFieldProps extends Pick<FieldProps, 'name' | 'label' | 'id' | 'className'> {
  switch?: boolean;
  /** Opt-in: some pages' copy treats their switches as checkboxes. */
  role?: 'switch';
}

export function CheckField({ name, label, id: idProp, switch: asSwitch, className = 'mb-3', role }: CheckFieldProps) {
  const { field, id, error, errorId, controlProps } = useFieldState<boolean>({ name, id: idProp, type: 'checkbox' });
  return (
    <div className={className}>
      <div className={asSwitch ? 'form-check form-switch' : 'form-check'}>
        <input
          {...field}
          checked={Boolean(field.value)}
          value={undefined}
          type="checkbox"
          role={role}
          {...controlProps('form-check-input')}
        />
        <label className="form-check-label" htmlFor={id}>
          {label}
        </label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
