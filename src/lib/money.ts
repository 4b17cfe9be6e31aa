import { indianDigits } from './digitGroups';

// Rupees with paise are rare (no catalogue price has any): they take Intl, made at the first one shown.
let rupees: Intl.NumberFormat | undefined;

export function formatRupees(amount: number): string {
  if (Number.isInteger(amount)) return amount < 0 ? `-₹${indianDigits(-amount)}` : `₹${indianDigits(amount)}`;
  rupees ??= new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });
  return rupees.format(amount);
}
