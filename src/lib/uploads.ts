import { config } from '../api/config';

// Root-relative paths are already complete on this origin; only bare and relative paths need a base.
const isAbsolute = (path: string) => /^(https?:|data:|blob:)/i.test(path) || path.startsWith('/');

export function profileImageUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (isAbsolute(path)) return path;
  if (path.startsWith('uploads/')) return `${config.uploadsUrl}/users/${path.slice('uploads/'.length)}`;
  if (!path.includes('/')) return `${config.uploadsUrl}/users/${path}`;
  // A leading '/' made it root-relative above, so the path joins the base with exactly one slash.
  return `${config.userApiUrl}/${path}`;
}

/** A subcategory's picture: its uploaded file (a bare name is served from the uploads folder), else its image_url. */
export function subcategoryImage({ image, image_url }: { image?: string | null; image_url?: string | null }) {
  if (image) return isAbsolute(image) ? image : `${config.uploadsUrl}/subcategories/${image}`;
  return image_url ?? null;
}
