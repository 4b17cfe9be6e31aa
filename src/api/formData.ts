import type { RegisterUserRequest, RegisterVendorRequest } from './types';

export type FormValue = string | number | boolean | Blob | readonly File[] | null | undefined;

/** Exactly the given fields, in order; null and undefined left out, booleans as 1 / 0, lists as `name[0]`… */
export function toFormData(fields: Record<string, FormValue>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((file: File, index) => form.append(`${name}[${index}]`, file, file.name));
    else if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : 'blob');
    else if (typeof value === 'boolean') form.append(name, value ? '1' : '0');
    else form.append(name, String(value));
  }
  return form;
}

/** The sign-up as the wire takes it: the page builds it once from its values, the action sends it as it is. */
export const registerUserForm = (fields: RegisterUserRequest) => toFormData({ action: 'registerUser', ...fields });

/** The vendor registration as the wire takes it, the chosen services a JSON list: built once by the wizard's page. */
export const registerVendorForm = (fields: RegisterVendorRequest) =>
  toFormData({ action: 'registerVendor', ...fields, services: JSON.stringify(fields.services) });
