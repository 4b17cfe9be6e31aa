/** A run of whitespace and hyphens, mixed or not, is one hyphen ('a - b' is 'a-b'). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/[\s-]+/g, '-');
}
