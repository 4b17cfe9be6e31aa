import { endAdminSession, readAdminSession } from '../lib/adminSession';
import type { EndpointName } from './endpoints';
import { toFormData } from './formData';
import { call, type CallOptions } from './http';
import type { Outcome } from './outcome';
import type { Answer, CategoryForm, ServiceForm, SubcategoryForm } from './types';

/** SPEC §9: admin-created records are attributed to admin 1. */
const CREATED_BY = 1;

/**
 * An admin call: carries the stored admin token (sent as a bearer unless VITE_ADMIN_BEARER=off); when the
 * server says the session is over, it is cleared and the admin layout returns to the login.
 */
async function adminCall<N extends EndpointName>(name: N, options: CallOptions = {}): Promise<Outcome<Answer<N>>> {
  const token = readAdminSession()?.token ?? null;
  const outcome = await call(name, { ...options, token });
  // Only the end of the session still stored ends it: a late answer about an older one (a new login came
  // meanwhile) must not sign the new session out.
  if (outcome.kind === 'sessionEnded' && (readAdminSession()?.token ?? null) === token) endAdminSession();
  return outcome;
}

export const adminLogin = (email: string, password: string) => call('adminLogin', { json: { email, password } });

const categoryFields = (form: CategoryForm) => ({
  name: form.name.trim(),
  slug: form.slug.trim(),
  description: form.description,
  icon: form.icon,
  sort_order: form.sort_order,
  is_featured: form.is_featured,
  meta_title: form.meta_title,
  meta_description: form.meta_description,
  status: form.status,
  created_by: CREATED_BY,
  image: form.image,
});

export const addCategory = (form: CategoryForm) => adminCall('addCategory', { form: toFormData(categoryFields(form)) });

export const deleteCategory = (id: number) => adminCall('deleteCategory', { json: { id } });

export const viewCategory = (id: number | string, signal?: AbortSignal) =>
  adminCall('viewCategory', { query: { id }, signal });

const subcategoryFields = (form: SubcategoryForm) => ({ category_id: form.category_id, ...categoryFields(form) });

export const addSubcategory = (form: SubcategoryForm) =>
  adminCall('addSubcategory', { form: toFormData(subcategoryFields(form)) });

/** The alternate add-subcategory screen posts every form field to the /api/admin route. */
export const addSubcategoryAlt = (form: SubcategoryForm) =>
  adminCall('addSubcategoryAlt', { form: toFormData(subcategoryFields(form)) });

export const updateSubcategoryStatus = (subcategory_id: number, status: 'active' | 'inactive') =>
  adminCall('updateSubcategoryStatus', { json: { subcategory_id, status } });

export const deleteSubcategory = (subcategory_id: number) =>
  adminCall('deleteSubcategory', { json: { subcategory_id } });

function serviceFormData(form: ServiceForm): FormData {
  const data = toFormData({
    category_id: form.category_id,
    subcategory_id: form.subcategory_id,
    name: form.name,
    slug: form.slug,
    description: form.description,
    short_description: form.short_description,
    image: form.image,
  });
  form.gallery.forEach((file, index) => data.append(`gallery[${index}]`, file, file.name));
  const rest = toFormData({
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
  rest.forEach((value, key) => data.append(key, value));
  return data;
}

export const addService = (form: ServiceForm) => adminCall('addService', { form: serviceFormData(form) });
