import { useState, type InputHTMLAttributes } from 'react';
import { RequiredMark } from './RequiredMark';

interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  id: string;
  label: string;
  /** The message under the field; marks the field invalid. */
  error?: string | null;
  /** Ids of further text that describes the field (hints, checklists). */
  describedBy?: string;
}

/** A labelled password field with a Show / Hide button (SPEC §2.4, §2.11), and its validation message. */
export function PasswordInput({ id, label, error, describedBy, className = '', ...input }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const errorId = `${id}-error`;
  const described = [error ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {input.required && <RequiredMark />}
      <div className={`input-group ${error ? 'has-validation' : ''}`}>
        <input
          {...input}
          id={id}
          type={visible ? 'text' : 'password'}
          className={`form-control ${error ? 'is-invalid' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
        <button
          type="button"
          className="btn btn-outline-secondary"
          aria-controls={id}
          aria-pressed={visible}
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
        {error && (
          <div id={errorId} className="invalid-feedback">
            {error}
          </div>
        )}
      </div>
    </div>
  );
}
