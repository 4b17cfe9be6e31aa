import { useId, useState } from 'react';
import { TextField, type TextFieldProps } from './TextField';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'limit' | 'label' | 'before' | 'after' | 'rows'> & {
  label: string;
};

/** A password input with a Show / Hide button beside it, which names the field it shows. */
export function PasswordField({ name, label, id: idProp, ...field }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const generated = useId();
  // The button controls the input, so the id is known here rather than made inside the field.
  const id = idProp ?? `${name}-${generated.replace(/:/g, '')}`;
  return (
    <TextField
      {...field}
      name={name}
      id={id}
      label={label}
      limit="password"
      type={visible ? 'text' : 'password'}
      after={
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-controls={id}
          aria-pressed={visible}
          aria-label={`${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      }
    />
  );
}
