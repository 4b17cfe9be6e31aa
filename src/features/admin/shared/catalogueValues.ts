/** The values of the category and subcategory forms (SPEC §3, §9), and the §7 body they become. */
import type { ActiveStatus, CategoryForm } from '../../../api/types';
import { toFormData } from '../../../api/formData';

export interface CatalogueValues {
  category_id: string;
  name: string;
  slug: string;
  description: string;
  icon: string;
  sort_order: number | '';
  is_featured: boolean;
  meta_title: string;
  meta_description: string;
  status: ActiveStatus;
  image: File | null;
}

/** SPEC §9: new records are active, sort order 0, not featured (created_by 1 is added by src/api/admin.ts). */
export const CATALOGUE_DEFAULTS: CatalogueValues = {
  category_id: '',
  name: '',
  slug: '',
  description: '',
  icon: '',
  sort_order: 0,
  is_featured: false,
  meta_title: '',
  meta_description: '',
  status: 'active',
  image: null,
};

/** SPEC §9: admin-created records are attributed to admin 1. */
const CREATED_BY = 1;

/**
 * The §7 multipart body of the form, in the wire's field order, built once, on submit: the action hands it to
 * src/api/admin.ts as it is. Typed as the api's category form, whose field names are the wire's (types.test.ts).
 */
export function catalogueBody({ category_id, ...values }: CatalogueValues): FormData {
  const category: CategoryForm = {
    ...values,
    name: values.name.trim(),
    slug: values.slug.trim(),
    sort_order: Number(values.sort_order),
  };
  const { image, ...fields } = category;
  return toFormData({ category_id: category_id || null, ...fields, created_by: CREATED_BY, image });
}
