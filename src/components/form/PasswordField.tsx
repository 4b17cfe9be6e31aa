import type { InputHTMLAttributes } from 'react';
import { PasswordInput } from '../PasswordInput';
import { INPUT_LIMITS } from '../../lib/inputLimits';
import { useFieldState } from './useFieldState';

type Native = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id' | 'value' | 'onChange' | 'onBlur' | 'type'>;

export interface PasswordFieldProps extends Native {
  name: string;
  label: string;
  id?: string;
  describedBy?: string;
}

export function PasswordField({
  name,
  label,
  id: idProp,
  describedBy,
  className = 'mb-3',
  maxLength = INPUT_LIMITS.password,
  ...input
}: PasswordFieldProps) {
  const { field, id, error } = useFieldState<string>({ name, id: idProp });
  return (
    <PasswordInput
      {...input}
      maxLength={maxLength}
      {...field}
      value={field.value ?? ''}
      id={id}
      label={label}
      error={error}
      describedBy={describedBy}
      className={className}
    />
  );
}
