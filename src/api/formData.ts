export type FormValue = string | number | boolean | Blob | null | undefined;

/**
 * Builds a multipart body with exactly the given field names, in order. Missing values (null/undefined,
 * e.g. an optional upload the user skipped) are left out; booleans are sent the PHP way as 1 / 0.
 */
export function toFormData(fields: Record<string, FormValue>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(name, value, value instanceof File ? value.name : 'blob');
    else if (typeof value === 'boolean') form.append(name, value ? '1' : '0');
    else form.append(name, String(value));
  }
  return form;
}
