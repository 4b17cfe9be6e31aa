import type { ActiveStatus } from '../../../api/types';
import { toFormData } from '../../../api/formData';

export const SERVICE_DEFAULTS = {
  category_id: '',
  subcategory_id: '',
  name: '',
  slug: '',
  description: '',
  short_description: '',
  image: null as File | null,
  gallery: [] as File[],
  base_price: '' as number | '',
  duration_minutes: 60 as number | '',
  includes: [''],
  excludes: [''],
  faqs: [{ question: '', answer: '' }],
  sort_order: 0 as number | '',
  is_featured: false,
  meta_title: '',
  meta_description: '',
  status: 'active' as ActiveStatus,
};
export type ServiceValues = typeof SERVICE_DEFAULTS;

export const SHORT_DESCRIPTION_MAX = 500;

/** In the wire's field order; blank lines and incomplete FAQs are dropped, lists travel as JSON text. */
export function serviceBody(values: ServiceValues): FormData {
  const lines = (list: string[]) => JSON.stringify(list.map((line) => line.trim()).filter(Boolean));
  const faqs = values.faqs
    .map((faq) => ({ question: faq.question.trim(), answer: faq.answer.trim() }))
    .filter((faq) => faq.question && faq.answer);
  return toFormData({
    ...values,
    name: values.name.trim(),
    slug: values.slug.trim(),
    includes: lines(values.includes),
    excludes: lines(values.excludes),
    faqs: JSON.stringify(faqs),
    sort_order: Number(values.sort_order),
  });
}
