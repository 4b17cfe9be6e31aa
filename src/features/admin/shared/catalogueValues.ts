import type { ActiveStatus, CategoryForm } from '../../../api/types';
import { toFormData } from '../../../api/formData';

export const CATALOGUE_DEFAULTS = {
  category_id: '',
  name: '',
  slug: '',
  description: '',
  icon: '',
  sort_order: 0 as number | '',
  is_featured: false,
  meta_title: '',
  meta_description: '',
  status: 'active' as ActiveStatus,
  image: null as File | null,
};
export type CatalogueValues = typeof CATALOGUE_DEFAULTS;

/** Admin-created records are attributed to admin 1. */
const CREATED_BY = 1;

/** In the wire's field order; typed as the api's category form, whose field names are the wire's. */
export function catalogueBody({ category_id, ...values }: CatalogueValues): FormData {
  const { image, ...fields }: CategoryForm = {
    ...values,
    name: values.name.trim(),
    slug: values.slug.trim(),
    sort_order: Number(values.sort_order),
  };
  return toFormData({ category_id: category_id || null, ...fields, created_by: CREATED_BY, image });
}
