import type { ChangeEvent, InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';
import { INPUT_LIMITS, type InputLimit } from '../../lib/inputLimits';
import { FieldShell } from './FieldShell';
import { useFieldState, type FieldProps, type NativeProps } from './useFieldState';

export interface TextFieldProps extends NativeProps<InputHTMLAttributes<HTMLInputElement>>, FieldProps {
  /** Its `maxLength` (an explicit `maxLength` wins). */
  limit?: InputLimit;
  rows?: number;
  transform?: (value: string) => string;
  /** After Formik keeps it (a slug made from a name). */
  onValueChange?: (value: string) => void;
  /** An input group's text or button ('+91', 'Change'). */
  before?: ReactNode;
  after?: ReactNode;
  labelAside?: ReactNode;
  describedBy?: string;
}

export function TextField({
  name,
  label,
  id: idProp,
  hint,
  rows,
  limit,
  transform,
  onValueChange,
  className,
  required,
  before,
  after,
  labelAside,
  describedBy: moreDescribedBy,
  errorShownBy,
  type = 'text',
  maxLength = limit && INPUT_LIMITS[limit],
  ...input
}: TextFieldProps) {
  const { field, helpers, id, error, controlProps } = useFieldState<string>({
    name,
    id: idProp,
    hint: Boolean(hint),
    describedBy: moreDescribedBy,
    errorShownBy,
  });
  const props = {
    ...input,
    maxLength,
    ...field,
    value: field.value ?? '',
    // Without a transform Formik's own handler keeps the value, so a number input stores a number (or '').
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = transform ? transform(event.target.value) : event.target.value;
      if (transform) void helpers.setValue(value);
      else field.onChange(event);
      onValueChange?.(value);
    },
    required,
    ...controlProps('form-control'),
  };
  const control = rows ? (
    <textarea {...(props as TextareaHTMLAttributes<HTMLTextAreaElement>)} rows={rows} />
  ) : (
    <input {...props} type={type} />
  );
  return (
    <FieldShell {...{ id, label, required, hint, error, className, labelAside }}>
      {before || after ? (
        // Not `has-validation`: the error is below the group, and that class would round the control's inner corner.
        <div className="input-group">
          {typeof before === 'string' ? <span className="input-group-text">{before}</span> : before}
          {control}
          {typeof after === 'string' ? <span className="input-group-text">{after}</span> : after}
        </div>
      ) : (
        control
      )}
    </FieldShell>
  );
}
