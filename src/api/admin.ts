import { endAdminSession, readAdminSession } from '../lib/adminSession';
import type { EndpointName } from './endpoints';
import { toFormData } from './formData';
import { call, isApiError, type CallOptions } from './http';
import type {
  AddCategoryResponse,
  AdminLoginResponse,
  CategoryForm,
  ServiceForm,
  StatusMessage,
  SubcategoryForm,
  ViewCategoryResponse,
} from './types';

/** SPEC §9: admin-created records are attributed to admin 1. */
export const CREATED_BY = 1;

/**
 * An admin call: carries the stored admin token (sent as a bearer unless VITE_ADMIN_BEARER=off); a 401 means
 * the server no longer accepts it, so the session is cleared and the admin layout returns to the login.
 */
function adminCall<T>(name: EndpointName, options: CallOptions = {}): Promise<T> {
  const token = readAdminSession()?.token ?? null;
  return call<T>(name, { ...options, token }).catch((error: unknown) => {
    // Only a refusal of the session still stored ends it: a late answer about an older one (a new login came
    // meanwhile) must not sign the new session out.
    const refused = isApiError(error) && error.kind === 'http' && error.status === 401;
    if (refused && (readAdminSession()?.token ?? null) === token) endAdminSession();
    throw error;
  });
}

export const adminLogin = (email: string, password: string) =>
  call<AdminLoginResponse>('adminLogin', {
    json: { email, password },
  });

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

export const addCategory = (form: CategoryForm) =>
  adminCall<AddCategoryResponse>('addCategory', { form: toFormData(categoryFields(form)) });

export const deleteCategory = (id: number) => adminCall<StatusMessage>('deleteCategory', { json: { id } });

export const viewCategory = (id: number | string, signal?: AbortSignal) =>
  adminCall<ViewCategoryResponse>('viewCategory', { query: { id }, signal });

const subcategoryFields = (form: SubcategoryForm) => ({ category_id: form.category_id, ...categoryFields(form) });

export const addSubcategory = (form: SubcategoryForm) =>
  adminCall<StatusMessage>('addSubcategory', { form: toFormData(subcategoryFields(form)) });

/** The alternate add-subcategory screen posts every form field to the /api/admin route. */
export const addSubcategoryAlt = (form: SubcategoryForm) =>
  adminCall<StatusMessage>('addSubcategoryAlt', { form: toFormData(subcategoryFields(form)) });

export const updateSubcategoryStatus = (subcategory_id: number, status: 'active' | 'inactive') =>
  adminCall<StatusMessage>('updateSubcategoryStatus', { json: { subcategory_id, status } });

export const deleteSubcategory = (subcategory_id: number) =>
  adminCall<StatusMessage>('deleteSubcategory', { json: { subcategory_id } });

export function serviceFormData(form: ServiceForm): FormData {
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

export const addService = (form: ServiceForm) =>
  adminCall<StatusMessage>('addService', { form: serviceFormData(form) });
