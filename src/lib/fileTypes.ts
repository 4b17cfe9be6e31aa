/**
 * What the upload inputs take: never SVG, which served from the app's origin could run script. `accept` only
 * steers the file dialog, which a drop ignores: FileField checks what was chosen (`uploadProblem`).
 */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const PROFILE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

export const ACCEPT_IMAGES = [...IMAGE_TYPES, '.jpg', '.jpeg', '.png', '.webp', '.gif'].join(',');
export const ACCEPT_PROFILE_IMAGES = [...PROFILE_IMAGE_TYPES, '.png', '.jpg', '.jpeg', '.gif'].join(',');
export const ACCEPT_DOCUMENTS = [...DOCUMENT_TYPES, '.pdf', '.jpg', '.jpeg', '.png'].join(',');

export const UPLOAD_LIMITS = {
  profileImage: 2 * 1024 * 1024,
  document: 5 * 1024 * 1024,
  /** Ours (docs/decisions.md). */
  adminImage: 5 * 1024 * 1024,
} as const;

/** `what` is how its messages name it. */
export const UPLOADS = {
  profileImage: {
    types: PROFILE_IMAGE_TYPES,
    accept: ACCEPT_PROFILE_IMAGES,
    maxBytes: UPLOAD_LIMITS.profileImage,
    what: 'a PNG, JPG or GIF image',
  },
  document: {
    types: DOCUMENT_TYPES,
    accept: ACCEPT_DOCUMENTS,
    maxBytes: UPLOAD_LIMITS.document,
    what: 'a PDF, JPG or PNG file',
  },
  adminImage: {
    types: IMAGE_TYPES,
    accept: ACCEPT_IMAGES,
    maxBytes: UPLOAD_LIMITS.adminImage,
    what: 'a JPEG, PNG, GIF or WebP image',
  },
} as const;

export type UploadKind = keyof typeof UPLOADS;

const BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

/** From its extension when the browser gave none (some do for unknown types). */
function typeOf(file: { type: string; name: string }): string {
  if (file.type) return file.type.toLowerCase();
  // split always gives at least one part: a name without a dot is its own "extension", found in no table.
  return BY_EXTENSION[file.name.split('.').pop()!.toLowerCase()] ?? '';
}

/** Why the chosen files cannot be taken (docs/decisions.md); several name the first one refused. */
export function uploadProblem(
  files: readonly { type: string; name: string; size: number }[],
  kind: UploadKind,
): string | null {
  const { types, maxBytes, what } = UPLOADS[kind];
  for (const file of files) {
    const one = files.length === 1;
    if (!(types as readonly string[]).includes(typeOf(file)))
      return one ? `Choose ${what}.` : `${file.name} is not ${what}.`;
    // The limits are whole megabytes.
    if (file.size > maxBytes) return `${one ? 'The file' : file.name} is larger than ${maxBytes / 1048576} MB.`;
  }
  return null;
}
