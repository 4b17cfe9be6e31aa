// Made at the first price shown: the first rupee format costs ~10 ms, which pages without prices need not pay.
const format = (digits: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: digits });
let rupees: Intl.NumberFormat | undefined;
let wholeRupees: Intl.NumberFormat | undefined;

export function formatRupees(amount: number): string {
  if (Number.isInteger(amount)) return (wholeRupees ??= format(0)).format(amount);
  return (rupees ??= format(2)).format(amount);
}
