/**
 * Upload accept lists and checks of the vendor documents (SPEC §5, §9). Kept here until the shared constants of
 * the upload hardening land; then this file re-exports them.
 */
export const ACCEPT_IMAGES = 'image/jpeg,image/png,image/webp,image/gif';
export const ACCEPT_DOCUMENTS = 'application/pdf,image/jpeg,image/png';

export const MB = 1024 * 1024;
export const PROFILE_IMAGE_MAX = 2 * MB;
export const DOCUMENT_MAX = 5 * MB;

const accepts = (list: string, file: File) => list.split(',').includes(file.type);

/** 'type' when the file is not of the list, 'size' when it is too big, null when it may be sent. */
export function fileProblem(file: File | null | undefined, list: string, max: number): 'type' | 'size' | null {
  if (!file) return null;
  if (!accepts(list, file)) return 'type';
  return file.size > max ? 'size' : null;
}
