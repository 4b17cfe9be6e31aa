/**
 * What the upload inputs take (issue 9 "Uploads"): images JPEG, PNG, WebP or GIF only, as §5 says for category
 * images (never SVG, which served from the app's origin could run script); documents PDF, JPG or PNG (§5 vendor
 * documents). The `accept` strings steer the file dialog; `isAcceptedImage` / `isAcceptedDocument` check what was
 * actually chosen. Size limits stay hints on the screens (§5); the backend enforces them (UPLOAD_LIMITS).
 */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

export const ACCEPT_IMAGES = [...IMAGE_TYPES, '.jpg', '.jpeg', '.png', '.webp', '.gif'].join(',');
export const ACCEPT_DOCUMENTS = [...DOCUMENT_TYPES, '.pdf', '.jpg', '.jpeg', '.png'].join(',');

/** Byte limits the backend enforces, as PHP's upload limits would (the screens show them as hints only). */
export const UPLOAD_LIMITS = {
  /** §9: profile image 2 MB (customer and vendor). */
  profileImage: 2 * 1024 * 1024,
  /** §9: vendor documents 5 MB. */
  document: 5 * 1024 * 1024,
  /** Category, subcategory and service images (ours: docs/decisions.md). */
  adminImage: 5 * 1024 * 1024,
} as const;

const BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

/** The file's MIME type; from its extension when the browser gave none (some do for unknown types). */
function typeOf(file: { type: string; name: string }): string {
  if (file.type) return file.type.toLowerCase();
  return BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? '';
}

export const isAcceptedImage = (file: { type: string; name: string }) =>
  (IMAGE_TYPES as readonly string[]).includes(typeOf(file));

export const isAcceptedDocument = (file: { type: string; name: string }) =>
  (DOCUMENT_TYPES as readonly string[]).includes(typeOf(file));
