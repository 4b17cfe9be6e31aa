/** The values of the add-service form, with the SPEC §3 / §9 defaults. */
import type { ActiveStatus, ServiceFaq } from '../../../api/types';

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

/** SPEC §3 / §9 defaults of the admin service form. */
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

/** SPEC §5: the short description is at most 500 characters. */
export const SHORT_DESCRIPTION_MAX = 500;
