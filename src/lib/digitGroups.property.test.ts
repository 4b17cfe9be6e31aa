/** The hand-made digit grouping, and whole rupees built on it, against Intl's own output for any whole number. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indianDigits, thousands } from './digitGroups';
import { formatRupees } from './money';

const wholes = fc.oneof(fc.integer({ min: -999_999, max: 999_999 }), fc.maxSafeInteger(), fc.maxSafeNat());

describe('digit groups', () => {
  it('are the en-IN grouping', () => {
    fc.assert(fc.property(wholes, (n) => void expect(indianDigits(n)).toBe(new Intl.NumberFormat('en-IN').format(n))));
  });

  it('are the en-US grouping', () => {
    fc.assert(fc.property(wholes, (n) => void expect(thousands(n)).toBe(new Intl.NumberFormat('en-US').format(n))));
  });

  it('write whole rupees as en-IN currency does', () => {
    const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    fc.assert(fc.property(wholes, (n) => void expect(formatRupees(n)).toBe(rupees.format(n))));
  });
});
