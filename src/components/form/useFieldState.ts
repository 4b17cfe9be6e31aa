import { useField, useFormikContext, type FieldHookConfig } from 'formik';
import { useId, type ReactNode } from 'react';
import { controlClass } from './FieldShell';

export const describedByIds = (...ids: (string | false | null | undefined)[]) =>
  ids.filter(Boolean).join(' ') || undefined;

/** What every field takes; without `id`, one is made from `name`. */
export interface FieldProps {
  name: string;
  label: ReactNode;
  id?: string;
  hint?: ReactNode;
  className?: string;
  /** The element that states this field's error instead of a message under it (a form-wide alert). */
  errorShownBy?: string;
}

/** A control's own attributes, but for those the field sets. */
export type NativeProps<A> = Omit<A, 'name' | 'id' | 'value' | 'onChange' | 'onBlur' | 'size'>;

type FieldStateConfig = Pick<FieldProps, 'id' | 'errorShownBy'> & { hint?: boolean; describedBy?: string };

/** What every field wires the same way: its id, the error to show (once touched or submitted), aria-describedby. */
export function useFieldState<V>(config: FieldHookConfig<V> & FieldStateConfig) {
  const [field, meta, helpers] = useField<V>(config);
  const { submitCount } = useFormikContext();
  const generated = useId();
  const id = config.id ?? `${config.name}-${generated.replace(/:/g, '')}`;
  // An error a form-wide alert states shows with that alert, which a submit raises: not on leaving the field.
  const shown = (!config.errorShownBy && meta.touched) || submitCount > 0;
  const invalid = shown && typeof meta.error === 'string' && meta.error ? meta.error : undefined;
  const error = config.errorShownBy ? undefined : invalid;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = describedByIds(
    invalid && (config.errorShownBy ?? errorId),
    config.hint && hintId,
    config.describedBy,
  );
  /** The control's own attributes, its Bootstrap class `base`. */
  const controlProps = (base: string) => ({
    id,
    className: controlClass(base, Boolean(invalid)),
    'aria-invalid': Boolean(invalid) || undefined,
    'aria-describedby': describedBy,
  });
  return { field, meta, helpers, id, error, errorId, hintId, describedBy, controlProps };
}
