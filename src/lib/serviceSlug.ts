/**
 * Where a `/services/{slug}` link goes (the footer's popular services): a non-numeric id is a slug, never a
 * service id, so it opens the services page instead of 'Service Not Found'. The content-pages work refines
 * the target (category or subcategory filter); until then it searches for the words of the slug.
 */
export const isServiceId = (id: string | undefined): boolean => Boolean(id && /^\d+$/.test(id));

export function serviceSlugTarget(slug: string): string {
  const words = slug.replace(/-+/g, ' ').trim();
  return words ? `/services?search=${encodeURIComponent(words)}` : '/services';
}
