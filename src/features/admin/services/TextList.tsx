import { FieldArray } from 'formik';
import type { ChangeEventHandler } from 'react';
import { INPUT_LIMITS } from '../../../lib/inputLimits';

interface TextListProps {
  name: 'includes' | 'excludes';
  title: string;
  itemLabel: string;
  values: string[];
  onChange: ChangeEventHandler<HTMLInputElement>;
}

/** A list of one-line entries: add one; remove one only while more than one exists (SPEC §4). */
export function TextList({ name, title, itemLabel, values, onChange }: TextListProps) {
  return (
    <FieldArray name={name}>
      {({ push, remove }) => (
        <fieldset className="mb-4">
          <legend className="h6">{title}</legend>
          {values.map((value, index) => (
            <div key={index} className="mb-2">
              <label htmlFor={`service-${name}-${index}`} className="form-label small mb-1">
                {itemLabel} {index + 1}
              </label>
              <div className="d-flex gap-2">
                <input
                  id={`service-${name}-${index}`}
                  name={`${name}.${index}`}
                  maxLength={INPUT_LIMITS.listItem}
                  className="form-control"
                  value={value}
                  onChange={onChange}
                />
                {values.length > 1 && (
                  <button
                    type="button"
                    className="btn btn-outline-danger"
                    aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
                    onClick={() => remove(index)}
                  >
                    Remove
                  </button>
                )}
              </div>
            </div>
          ))}
          <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => push('')}>
            Add {itemLabel.toLowerCase()}
          </button>
        </fieldset>
      )}
    </FieldArray>
  );
}
