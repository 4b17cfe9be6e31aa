import { toFormData } from '../api/formData';
import type { ActiveStatus, CategoryForm } from '../api/types';

/**
 * The §7 multipart bodies of the admin writes, built from wire-typed values, for tests that call src/api/admin.ts
 * or the mock backend directly. The admin pages build the same bodies from their form values
 * (features/admin/shared/catalogueValues.ts, services/serviceValues.ts), which their own tests hold to this order.
 */
/** The wire-typed values of the subcategory and service writes (types.test.ts holds their names to the wire). */
export interface SubcategoryForm extends CategoryForm {
  category_id: number | string;
}

export interface ServiceForm {
  category_id: number | string;
  subcategory_id: number | string;
  name: string;
  slug: string;
  description: string;
  short_description: string;
  image?: File | null;
  gallery: File[];
  base_price: number | string;
  duration_minutes: number | string;
  includes: string[];
  excludes: string[];
  faqs: { question: string; answer: string }[];
  sort_order: number | string;
  is_featured: boolean;
  meta_title: string;
  meta_description: string;
  status: ActiveStatus;
}

const catalogueFields = (form: CategoryForm) => ({
  name: form.name.trim(),
  slug: form.slug.trim(),
  description: form.description,
  icon: form.icon,
  sort_order: form.sort_order,
  is_featured: form.is_featured,
  meta_title: form.meta_title,
  meta_description: form.meta_description,
  status: form.status,
  created_by: 1,
  image: form.image,
});

export const categoryBody = (form: CategoryForm) => toFormData(catalogueFields(form));

export const subcategoryBody = (form: SubcategoryForm) =>
  toFormData({ category_id: form.category_id, ...catalogueFields(form) });

export const serviceBody = (form: ServiceForm) =>
  toFormData({
    category_id: form.category_id,
    subcategory_id: form.subcategory_id,
    name: form.name,
    slug: form.slug,
    description: form.description,
    short_description: form.short_description,
    image: form.image,
    gallery: form.gallery,
    base_price: form.base_price,
    duration_minutes: form.duration_minutes,
    includes: JSON.stringify(form.includes),
    excludes: JSON.stringify(form.excludes),
    faqs: JSON.stringify(form.faqs),
    sort_order: form.sort_order,
    is_featured: form.is_featured,
    meta_title: form.meta_title,
    meta_description: form.meta_description,
    status: form.status,
  });
