/**
 * Whole numbers with their digits grouped as Intl writes them for en-IN (12,34,567) and en-US (1,234,567), without
 * Intl: a page's first Intl number format takes 20 to 80 ms of main thread while its locale's data loads, and on a
 * prerendered page that lands in the task that adopts it. digitGroups.property.test.ts holds both to Intl's output.
 */
function grouped(whole: number, size: 2 | 3): string {
  const digits = String(Math.abs(whole));
  const head = digits.slice(0, -3);
  const heads = size === 2 ? /\B(?=(\d{2})+$)/g : /\B(?=(\d{3})+$)/g;
  return `${whole < 0 ? '-' : ''}${head ? `${head.replace(heads, ',')},` : ''}${digits.slice(-3)}`;
}

/** 1234567 → '12,34,567'. */
export const indianDigits = (whole: number): string => grouped(whole, 2);

/** 1234567 → '1,234,567'. */
export const thousands = (whole: number): string => grouped(whole, 3);
