import { useField, useFormikContext, type FieldHookConfig } from 'formik';
import { useId } from 'react';

/**
 * THE rule of when and how a field shows its error, shared by every field component (`useFieldState`): a message
 * shows once the field was touched or the form submitted; it is tied to the control by `aria-describedby` with
 * any hint or other describing text.
 */
function shownError(error: unknown, touched: unknown, submitted = false): string | undefined {
  return (touched || submitted) && typeof error === 'string' && error ? error : undefined;
}

const errorIdOf = (id: string) => `${id}-error`;

/** The control's aria-describedby: its error first (when one shows), then hints and other describing text. */
export const describedByIds = (...ids: (string | false | null | undefined)[]) =>
  ids.filter(Boolean).join(' ') || undefined;

export interface FieldStateConfig {
  id?: string;
  hint?: boolean;
  /** Ids of further text that describes the control (a live checklist, a status line). */
  describedBy?: string;
  /**
   * The id of the element that states this field's error instead of a message under the field (a form-wide
   * alert, when §8 gives one text for several fields): the control is still marked invalid and described by it.
   */
  errorShownBy?: string;
}

/**
 * What every field component wires the same way: a stable id for label and control, the error to show (once
 * the field was touched or the form submitted), and the aria-describedby that names the error and any hint.
 */
export function useFieldState<V>(config: FieldHookConfig<V> & FieldStateConfig) {
  const [field, meta, helpers] = useField<V>(config);
  const { submitCount } = useFormikContext();
  const generated = useId();
  const id = config.id ?? `${config.name}-${generated.replace(/:/g, '')}`;
  // An error a form-wide alert states shows with that alert, which a submit raises: not on leaving the field.
  const invalid = shownError(meta.error, !config.errorShownBy && meta.touched, submitCount > 0);
  /** The message under the field; none when another element states it. */
  const error = config.errorShownBy ? undefined : invalid;
  const errorId = errorIdOf(id);
  const hintId = `${id}-hint`;
  const describedBy = describedByIds(
    invalid && (config.errorShownBy ?? errorId),
    config.hint && hintId,
    config.describedBy,
  );
  return { field, meta, helpers, id, error, invalid: Boolean(invalid), errorId, hintId, describedBy };
}
