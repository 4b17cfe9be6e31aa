import { FieldArray, getIn } from 'formik';
import type { ReactNode } from 'react';
import { TextField } from '../../../components/form';

interface RepeatedFieldsProps {
  name: 'includes' | 'excludes' | 'faqs';
  title: string;
  /** What one entry is called on its Remove and Add buttons. */
  entry: string;
  blank: string | { question: string; answer: string };
  className?: string;
  /** One entry's fields, keyed by index; `removeButton` draws its Remove button in the given class. */
  children: (index: number, removeButton: (className: string) => ReactNode) => ReactNode;
}

/** The last entry cannot be removed, so every list keeps a row to type in. */
function RepeatedFields({ name, title, entry, blank, className, children }: RepeatedFieldsProps) {
  return (
    <FieldArray name={name}>
      {({ push, remove, form }) => {
        const count = (getIn(form.values, name) as unknown[]).length;
        return (
          <fieldset className={className}>
            <legend className="h6">{title}</legend>
            {Array.from({ length: count }, (_, index) =>
              children(
                index,
                (buttonClass) =>
                  count > 1 && (
                    <button
                      type="button"
                      className={buttonClass}
                      aria-label={`Remove ${entry} ${index + 1}`}
                      onClick={() => remove(index)}
                    >
                      Remove
                    </button>
                  ),
              ),
            )}
            <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => push(blank)}>
              Add {entry}
            </button>
          </fieldset>
        );
      }}
    </FieldArray>
  );
}

const TEXT_LISTS = [
  { name: 'includes', title: "What's Included", label: 'Included item' },
  { name: 'excludes', title: "What's Not Included", label: 'Excluded item' },
] as const;

export function ServiceLists() {
  return (
    <>
      {TEXT_LISTS.map(({ name, title, label }) => (
        <RepeatedFields key={name} name={name} title={title} entry={label.toLowerCase()} blank="" className="mb-4">
          {(index, removeButton) => (
            <TextField
              key={index}
              id={`service-${name}-${index}`}
              name={`${name}.${index}`}
              label={`${label} ${index + 1}`}
              limit="listItem"
              className="mb-2"
              after={removeButton('btn btn-outline-danger')}
            />
          )}
        </RepeatedFields>
      ))}
      <RepeatedFields name="faqs" title="FAQs" entry="FAQ" blank={{ question: '', answer: '' }}>
        {(index, removeButton) => (
          <div key={index} className="border rounded p-3 mb-2">
            <div className="d-flex justify-content-between align-items-center mb-2">
              <span className="small fw-semibold">FAQ {index + 1}</span>
              {removeButton('btn btn-sm btn-outline-danger')}
            </div>
            <TextField
              id={`service-faq-${index}-question`}
              name={`faqs.${index}.question`}
              label={`Question ${index + 1}`}
              limit="listItem"
              className="mb-2"
            />
            <TextField
              id={`service-faq-${index}-answer`}
              name={`faqs.${index}.answer`}
              label={`Answer ${index + 1}`}
              limit="faqAnswer"
              rows={2}
              className=""
            />
          </div>
        )}
      </RepeatedFields>
    </>
  );
}
