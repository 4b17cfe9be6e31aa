import { FieldArray } from 'formik';
import { TextField } from '../../../components/form';

interface TextListProps {
  name: 'includes' | 'excludes';
  title: string;
  itemLabel: string;
  values: string[];
}

export function TextList({ name, title, itemLabel, values }: TextListProps) {
  return (
    <FieldArray name={name}>
      {({ push, remove }) => (
        <fieldset className="mb-4">
          <legend className="h6">{title}</legend>
          {values.map((_, index) => (
            <TextField
              key={index}
              id={`service-${name}-${index}`}
              name={`${name}.${index}`}
              label={`${itemLabel} ${index + 1}`}
              limit="listItem"
              className="mb-2"
              after={
                values.length > 1 && (
                  <button
                    type="button"
                    className="btn btn-outline-danger"
                    aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
                    onClick={() => remove(index)}
                  >
                    Remove
                  </button>
                )
              }
            />
          ))}
          <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => push('')}>
            Add {itemLabel.toLowerCase()}
          </button>
        </fieldset>
      )}
    </FieldArray>
  );
}
