import { FieldArray } from 'formik';
import type { ChangeEventHandler } from 'react';
import type { ServiceFaq } from '../../../api/types';
import { INPUT_LIMITS } from '../../../lib/inputLimits';

interface FaqListProps {
  faqs: ServiceFaq[];
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
}

/** The service's question/answer pairs: add one; remove one only while more than one exists (SPEC §4). */
export function FaqList({ faqs, onChange }: FaqListProps) {
  return (
    <FieldArray name="faqs">
      {({ push, remove }) => (
        <fieldset>
          <legend className="h6">FAQs</legend>
          {faqs.map((faq, index) => (
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
              <label htmlFor={`service-faq-${index}-question`} className="form-label small">
                Question {index + 1}
              </label>
              <input
                id={`service-faq-${index}-question`}
                name={`faqs.${index}.question`}
                maxLength={INPUT_LIMITS.listItem}
                className="form-control mb-2"
                value={faq.question}
                onChange={onChange}
              />
              <label htmlFor={`service-faq-${index}-answer`} className="form-label small">
                Answer {index + 1}
              </label>
              <textarea
                id={`service-faq-${index}-answer`}
                name={`faqs.${index}.answer`}
                maxLength={INPUT_LIMITS.faqAnswer}
                className="form-control"
                rows={2}
                value={faq.answer}
                onChange={onChange}
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
