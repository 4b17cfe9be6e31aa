/** Numbers of the admin lists: the page range text, and page numbers read from the URL. */

/** "Showing 11–20 of 37 categories". */
export function rangeText(page: number, perPage: number, total: number, noun: string): string {
  if (total === 0) return `No ${noun}`;
  const first = (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  return `Showing ${first}–${last} of ${total} ${noun}`;
}

/** Reads a positive whole number from a URL parameter. */
export const positiveInt = (value: string | null, fallback: number): number => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};
