import type { ReactNode, SelectHTMLAttributes } from 'react';
import { controlClass, FieldShell } from './FieldShell';
import { useFieldState } from './useFieldState';

type Native = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id' | 'value' | 'onChange' | 'onBlur' | 'size'>;

interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Native {
  name: string;
  label: ReactNode;
  options: readonly SelectOption[];
  /** The first, empty choice ('Select…'); leave out when a value is always chosen. */
  placeholder?: string;
  id?: string;
  hint?: ReactNode;
  className?: string;
  srOnlyLabel?: boolean;
  /** The id of the element that states this field's error instead of a message under it (see useFieldState). */
  errorShownBy?: string;
  /** Told each new value after Formik keeps it (a field that depends on this one). */
  onValueChange?: (value: string) => void;
  /** Options after `options` that come later (a deferred read's), so the select itself stays while they load. */
  children?: ReactNode;
}

/** A labelled select bound to the Formik field `name`. */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  id: idProp,
  hint,
  className,
  srOnlyLabel,
  required,
  errorShownBy,
  onValueChange,
  children,
  ...select
}: SelectFieldProps) {
  const { field, id, error, invalid, errorId, hintId, describedBy } = useFieldState<string>({
    name,
    id: idProp,
    hint: Boolean(hint),
    errorShownBy,
  });
  return (
    <FieldShell {...{ id, label, required, hint, hintId, error, errorId, className, srOnlyLabel }}>
      <select
        {...select}
        {...field}
        value={field.value ?? ''}
        onChange={(event) => {
          field.onChange(event);
          onValueChange?.(event.target.value);
        }}
        id={id}
        required={required}
        className={controlClass('form-select', invalid)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
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
