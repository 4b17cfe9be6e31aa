import { FieldArray } from 'formik';
import type { ServiceFaq } from '../../../api/types';
import { TextField } from '../../../components/form';

interface FaqListProps {
  faqs: ServiceFaq[];
}

export function FaqList({ faqs }: FaqListProps) {
  return (
    <FieldArray name="faqs">
      {({ push, remove }) => (
        <fieldset>
          <legend className="h6">FAQs</legend>
          {faqs.map((_, index) => (
            <div key={index} className="border rounded p-3 mb-2">
              <div className="d-flex justify-content-between align-items-center mb-2">
                <span className="small fw-semibold">FAQ {index + 1}</span>
                {faqs.length > 1 && (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    aria-label={`Remove FAQ ${index + 1}`}
                    onClick={() => remove(index)}
                  >
                    Remove
                  </button>
                )}
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
          ))}
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            onClick={() => push({ question: '', answer: '' })}
          >
            Add FAQ
          </button>
        </fieldset>
      )}
    </FieldArray>
  );
}
