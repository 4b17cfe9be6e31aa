/**
 * Upload accept lists and checks of the vendor documents (SPEC §5, §9). Kept here until the shared constants of
 * the upload hardening land; then this file re-exports them.
 */
export const ACCEPT_IMAGES = 'image/jpeg,image/png,image/webp,image/gif';
export const ACCEPT_DOCUMENTS = 'application/pdf,image/jpeg,image/png';

const accepts = (list: string, file: File) => list.split(',').includes(file.type);

/** 'type' when the file is not of the list, null when it may be sent (sizes are hints: the server checks them). */
export function fileProblem(file: File | null | undefined, list: string): 'type' | null {
  return file && !accepts(list, file) ? 'type' : null;
}
