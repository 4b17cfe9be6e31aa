import { adminAuth } from './adminAuth';
import type { EndpointName } from './endpoints';
import { call, type CallOptions } from './http';
import type { Outcome } from './outcome';
import type { Answer } from './types';

/** Carries the stored admin token; a session the server ended is cleared (the layout returns to the login). */
async function adminCall<N extends EndpointName>(name: N, options: CallOptions = {}): Promise<Outcome<Answer<N>>> {
  const token = adminAuth.token();
  const outcome = await call(name, { ...options, token });
  if (outcome.kind === 'sessionEnded') adminAuth.ended(token);
  return outcome;
}

export const adminLogin = (email: string, password: string) => call('adminLogin', { json: { email, password } });

export const addCategory = (form: FormData) => adminCall('addCategory', { form });

export const deleteCategory = (id: number) => adminCall('deleteCategory', { json: { id } });

export const viewCategory = (id: number | string, signal?: AbortSignal) =>
  adminCall('viewCategory', { query: { id }, signal });

export const addSubcategory = (form: FormData) => adminCall('addSubcategory', { form });

export const addSubcategoryAlt = (form: FormData) => adminCall('addSubcategoryAlt', { form });

export const updateSubcategoryStatus = (subcategory_id: number, status: 'active' | 'inactive') =>
  adminCall('updateSubcategoryStatus', { json: { subcategory_id, status } });

export const deleteSubcategory = (subcategory_id: number) =>
  adminCall('deleteSubcategory', { json: { subcategory_id } });

export const addService = (form: FormData) => adminCall('addService', { form });
