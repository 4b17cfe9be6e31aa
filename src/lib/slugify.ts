/**
 * SPEC §5 slug rule (categories, subcategories, services, and the footer's links): lowercase; drop every
 * character other than letters, digits, spaces and hyphens; whitespace runs become one hyphen; repeated
 * hyphens collapse.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    // A run of whitespace and hyphens, mixed or not, is one hyphen: 'a - b' is 'a-b'.
    .replace(/[\s-]+/g, '-');
}
