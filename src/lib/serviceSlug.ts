import { SERVICE_SLUG_TARGETS } from '../content/pages/serviceSlugs';
import { slugify } from './slugify';

/**
 * Where a `/services/{slug}` link goes (the footer's popular services). A numeric id is a service; anything
 * else is a slug, never a service id, so it opens /services filtered to the matching category or subcategory,
 * or searched for its words, instead of 'Service Not Found'.
 *
 * Finding the category needs the catalogue's ids, which only the API knows, so `serviceSlugTarget` sends the
 * visitor to `/search/{slug}?match=catalogue`, whose route loader (features/content/search.data.ts) reads the
 * lists, picks the target with `catalogueTarget` and redirects there. No page is drawn on the way.
 */
export const isServiceId = (id: string | undefined): boolean => Boolean(id && /^\d+$/.test(id));

/** The query flag that makes /search/{slug} resolve a catalogue slug instead of listing search results. */
export const MATCH_PARAM = 'match';

export function serviceSlugTarget(slug: string): string {
  const clean = slugify(slug.replace(/[-_]/g, ' ').trim());
  return clean ? `/search/${clean}?${MATCH_PARAM}=catalogue` : '/services';
}

/** The words of a slug, as a person would type them ('ac-repair' → 'ac repair'). */
export const slugWords = (slug: string): string => slug.replace(/[-_]/g, ' ').replace(/\s+/g, ' ').trim();

export interface NamedRow {
  id: number;
  name: string;
  slug?: string;
}

const sameSlug = (row: NamedRow, slug: string) => row.slug === slug || slugify(row.name) === slug;

/**
 * The category a slug names: the footer's table first, then a category whose slug is the slug or one of its
 * whole words ('home-painting' → painting; the longest wins). Returns the subcategory slug to look for too.
 */
export function findCategory<T extends NamedRow>(
  slug: string,
  categories: T[],
): { category: T; subcategorySlug?: string } | null {
  const known = SERVICE_SLUG_TARGETS[slug];
  if (known) {
    const category = categories.find((row) => sameSlug(row, known.category));
    if (category) return { category, subcategorySlug: known.subcategory };
  }
  const exact = categories.find((row) => sameSlug(row, slug));
  if (exact) return { category: exact };
  const inside = categories
    .filter((row) => `-${slug}-`.includes(`-${row.slug || slugify(row.name)}-`))
    .sort((a, b) => (b.slug || slugify(b.name)).length - (a.slug || slugify(a.name)).length);
  return inside[0] ? { category: inside[0] } : null;
}

export const findSubcategory = <T extends NamedRow>(slug: string, subcategories: T[]): T | undefined =>
  subcategories.find((row) => sameSlug(row, slug));

/** The /services URL for a match: a category, a subcategory of it, or (no match) a search for the slug's words. */
export function servicesUrl(match: { categoryId: number; subcategoryId?: number } | null, slug: string): string {
  if (!match) {
    const words = slugWords(slug);
    return words ? `/services?search=${encodeURIComponent(words)}` : '/services';
  }
  const query = new URLSearchParams({ category_id: String(match.categoryId) });
  if (match.subcategoryId !== undefined) query.set('subcategory_id', String(match.subcategoryId));
  return `/services?${query}`;
}
