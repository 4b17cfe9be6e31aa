import type { ActiveStatus, ServiceFaq } from '../../../api/types';
import { toFormData } from '../../../api/formData';

export interface ServiceValues {
  category_id: string;
  subcategory_id: string;
  name: string;
  slug: string;
  description: string;
  short_description: string;
  image: File | null;
  gallery: File[];
  base_price: number | '';
  duration_minutes: number | '';
  includes: string[];
  excludes: string[];
  faqs: ServiceFaq[];
  sort_order: number | '';
  is_featured: boolean;
  meta_title: string;
  meta_description: string;
  status: ActiveStatus;
}

export const SERVICE_DEFAULTS: ServiceValues = {
  category_id: '',
  subcategory_id: '',
  name: '',
  slug: '',
  description: '',
  short_description: '',
  image: null,
  gallery: [],
  base_price: '',
  duration_minutes: 60,
  includes: [''],
  excludes: [''],
  faqs: [{ question: '', answer: '' }],
  sort_order: 0,
  is_featured: false,
  meta_title: '',
  meta_description: '',
  status: 'active',
};

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
