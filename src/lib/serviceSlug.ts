import { SERVICE_SLUG_TARGETS } from '../content/pages/serviceSlugs';
import { slugify } from './slugify';

/**
 * A footer `/services/{slug}` link opens /services filtered to its category: the ids are the API's, so the slug
 * goes through `/search/{slug}?match=…`, whose loader (features/content/search.data.ts) redirects.
 */
export const isServiceId = (id: string | undefined): boolean => Boolean(id && /^\d+$/.test(id));

export const MATCH_PARAM = 'match';

export function serviceSlugTarget(slug: string): string {
  const clean = slugify(slug.replace(/[-_]/g, ' ').trim());
  return clean ? `/search/${clean}?${MATCH_PARAM}=catalogue` : '/services';
}

export const slugWords = (slug: string): string => slug.replace(/[-_]/g, ' ').replace(/\s+/g, ' ').trim();

export interface NamedRow {
  id: number;
  name: string;
  slug?: string;
}

const sameSlug = (row: NamedRow, slug: string) => row.slug === slug || slugify(row.name) === slug;

/** The footer's table first, then a category whose slug is the slug or one of its words (the longest wins). */
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

export function servicesUrl(match: { categoryId: number; subcategoryId?: number } | null, slug: string): string {
  if (!match) {
    const words = slugWords(slug);
    return words ? `/services?search=${encodeURIComponent(words)}` : '/services';
  }
  const query = new URLSearchParams({ category_id: String(match.categoryId) });
  if (match.subcategoryId !== undefined) query.set('subcategory_id', String(match.subcategoryId));
  return `/services?${query}`;
}
