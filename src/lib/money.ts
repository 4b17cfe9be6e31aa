/**
 * Made at the first price shown, not when the module loads: the first Indian-rupee format a page makes costs
 * ~10 ms, which pages that load this module without showing a price (the content pages) need not pay.
 */
const format = (digits: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: digits });
let rupees: Intl.NumberFormat | undefined;
let wholeRupees: Intl.NumberFormat | undefined;

/** `₹1,499` (no paise when the amount is whole), Indian digit grouping. */
export function formatRupees(amount: number): string {
  if (Number.isInteger(amount)) return (wholeRupees ??= format(0)).format(amount);
  return (rupees ??= format(2)).format(amount);
}
