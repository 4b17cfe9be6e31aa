/**
 * SPEC §5 slug rule (categories, subcategories, services, and the footer's links): lowercase; drop every
 * character other than letters, digits, spaces and hyphens; whitespace runs become one hyphen; repeated
 * hyphens collapse. One replace does both of the last two: a run of whitespace and hyphens, mixed or not, is one
 * hyphen ('a - b' is 'a-b').
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/[\s-]+/g, '-');
}
