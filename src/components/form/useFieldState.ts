import { useField, useFormikContext, type FieldHookConfig } from 'formik';
import { useId } from 'react';

/**
 * What every field component wires the same way: a stable id for label and control, the error to show (once
 * the field was touched or the form submitted), and the aria-describedby that names the error and any hint.
 */
export function useFieldState<V>(config: FieldHookConfig<V> & { id?: string; hint?: boolean }) {
  const [field, meta, helpers] = useField<V>(config);
  const { submitCount } = useFormikContext();
  const generated = useId();
  const id = config.id ?? `${config.name}-${generated.replace(/:/g, '')}`;
  const error = (meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : undefined;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : '', config.hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return { field, meta, helpers, id, error, errorId, hintId, describedBy };
}
