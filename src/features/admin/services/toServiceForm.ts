import type { ServiceForm } from '../../../api/types';
import type { ServiceValues } from './serviceValues';

/** SPEC §5: blank includes/excludes (trimmed) and FAQs without a question or an answer are dropped on submit. */
export function toServiceForm(values: ServiceValues): ServiceForm {
  const lines = (list: string[]) => list.map((line) => line.trim()).filter(Boolean);
  return {
    ...values,
    name: values.name.trim(),
    slug: values.slug.trim(),
    base_price: values.base_price,
    duration_minutes: values.duration_minutes,
    sort_order: values.sort_order === '' ? 0 : values.sort_order,
    includes: lines(values.includes),
    excludes: lines(values.excludes),
    faqs: values.faqs
      .map((faq) => ({ question: faq.question.trim(), answer: faq.answer.trim() }))
      .filter((faq) => faq.question && faq.answer),
  };
}
