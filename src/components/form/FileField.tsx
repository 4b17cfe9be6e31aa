import type { ReactNode } from 'react';
import { controlClass, FieldShell } from './FieldShell';
import { useFieldState } from './useFieldState';

export interface FileFieldProps {
  name: string;
  label: ReactNode;
  /** The `accept` list, e.g. 'image/jpeg,image/png,image/webp,image/gif'. */
  accept: string;
  id?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Several files: the Formik value is a File[]; otherwise a File or null. */
  multiple?: boolean;
  className?: string;
  /** Told the chosen files (a preview of them). */
  onChoose?: (files: File[]) => void;
}

/**
 * A labelled file input bound to the Formik field `name` (File | null, or File[] with `multiple`). A file input
 * cannot be given a value, so a form reset clears it through `key` from the caller.
 */
export function FileField({
  name,
  label,
  accept,
  id: idProp,
  hint,
  required,
  multiple,
  className,
  onChoose,
}: FileFieldProps) {
  const { field, helpers, id, error, errorId, hintId, describedBy } = useFieldState<File | File[] | null>({
    name,
    id: idProp,
    hint: Boolean(hint),
  });
  return (
    <FieldShell {...{ id, label, required, hint, hintId, error, errorId, className }}>
      <input
        type="file"
        id={id}
        name={field.name}
        accept={accept}
        multiple={multiple}
        required={required}
        onBlur={field.onBlur}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          onChoose?.(files);
          void helpers.setTouched(true, false);
          void helpers.setValue(multiple ? files : (files[0] ?? null));
        }}
        className={controlClass('form-control', Boolean(error))}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
    </FieldShell>
  );
}
