import { useState } from 'react';
import { UPLOADS, uploadProblem, type UploadKind } from '../../lib/fileTypes';
import { controlClass, FieldShell } from './FieldShell';
import { describedByIds, useFieldState, type FieldProps } from './useFieldState';

export interface FileFieldProps extends Omit<FieldProps, 'errorShownBy'> {
  upload: UploadKind;
  multiple?: boolean;
  /** Never a file the field refused. */
  onChoose?: (files: File[]) => void;
}

/**
 * A File | null (File[] with `multiple`). A file of another type or over the size limit is refused as it is
 * chosen: it never reaches the preview, the form values or the wire. A form reset clears it through `key`.
 */
export function FileField({ name, label, upload, id: idProp, hint, multiple, className, onChoose }: FileFieldProps) {
  const { field, helpers, id, error, errorId, hintId, describedBy } = useFieldState<File | File[] | null>({
    name,
    id: idProp,
    hint: Boolean(hint),
  });
  // Kept here, not in Formik's errors: the form's validate replaces those on every change of any field.
  const [refused, setRefused] = useState<string | null>(null);
  const invalid = Boolean(refused ?? error);
  return (
    <FieldShell {...{ id, label, hint, className }} error={refused ?? error} errorAlert={!!refused}>
      <input
        type="file"
        id={id}
        name={field.name}
        accept={UPLOADS[upload].accept}
        multiple={multiple}
        onBlur={field.onBlur}
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          const problem = uploadProblem(chosen, upload);
          const files = problem ? [] : chosen;
          // The input shows what the form holds: nothing, after a refusal.
          if (problem) event.target.value = '';
          setRefused(problem);
          onChoose?.(files);
          void helpers.setTouched(true, false);
          void helpers.setValue(multiple ? files : (files[0] ?? null));
        }}
        className={controlClass('form-control', invalid)}
        aria-invalid={invalid || undefined}
        aria-describedby={refused ? describedByIds(errorId, Boolean(hint) && hintId) : describedBy}
      />
    </FieldShell>
  );
}
