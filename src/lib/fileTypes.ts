/**
 * What the upload inputs take: never SVG, which served from the app's origin could run script. `accept` only
 * steers the file dialog, which a drop ignores: FileField checks what was chosen (`uploadProblem`).
 */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
const PROFILE_TYPES = ['image/png', 'image/jpeg', 'image/gif'] as const;

export const UPLOAD_LIMITS = {
  profileImage: 2 * 1024 * 1024,
  document: 5 * 1024 * 1024,
  /** Ours (docs/decisions.md). */
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

/** `accept` offers the types, then the extensions of each; `what` is how the messages name them. */
const upload = (types: readonly string[], maxBytes: number, what: string) => {
  const extensions = types.flatMap((type) => Object.keys(BY_EXTENSION).filter((ext) => BY_EXTENSION[ext] === type));
  return { types, accept: [...types, ...extensions.map((ext) => `.${ext}`)].join(','), maxBytes, what };
};
export const UPLOADS = {
  profileImage: upload(PROFILE_TYPES, UPLOAD_LIMITS.profileImage, 'a PNG, JPG or GIF image'),
  document: upload(DOCUMENT_TYPES, UPLOAD_LIMITS.document, 'a PDF, JPG or PNG file'),
  adminImage: upload(IMAGE_TYPES, UPLOAD_LIMITS.adminImage, 'a JPEG, PNG, GIF or WebP image'),
};

export type UploadKind = keyof typeof UPLOADS;

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
    if (!types.includes(typeOf(file))) return one ? `Choose ${what}.` : `${file.name} is not ${what}.`;
    // The limits are whole megabytes.
    if (file.size > maxBytes) return `${one ? 'The file' : file.name} is larger than ${maxBytes / 1048576} MB.`;
  }
  return null;
}
