import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldShell } from './FieldShell';
import { useFieldState, type FieldProps, type NativeProps } from './useFieldState';

export interface SelectFieldProps extends NativeProps<SelectHTMLAttributes<HTMLSelectElement>>, FieldProps {
  options?: readonly { value: string; label: string }[];
  /** The first, empty choice ('Select…'). */
  placeholder?: string;
  onValueChange?: (value: string) => void;
  /** Options that come later (a deferred read's), so the select itself stays while they load. */
  children?: ReactNode;
}

export function SelectField({
  name,
  label,
  options = [],
  placeholder,
  id: idProp,
  hint,
  className,
  required,
  errorShownBy,
  onValueChange,
  children,
  ...select
}: SelectFieldProps) {
  const { field, id, error, controlProps } = useFieldState<string>({
    name,
    id: idProp,
    hint: Boolean(hint),
    errorShownBy,
  });
  return (
    <FieldShell {...{ id, label, required, hint, error, className }}>
      <select
        {...select}
        {...field}
        value={field.value ?? ''}
        onChange={(event) => {
          field.onChange(event);
          onValueChange?.(event.target.value);
        }}
        required={required}
        {...controlProps('form-select')}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </FieldShell>
  );
}
