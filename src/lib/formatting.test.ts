/** Money and truncation as the screens show them (SPEC §9 truncation lengths; rupees in Indian grouping). */
import { describe, expect, it } from 'vitest';
import { formatRupees } from './money';
import { truncate } from './truncate';

describe('formatRupees', () => {
  it('whole rupees without paise, in Indian digit grouping', () => {
    expect(formatRupees(1499)).toBe('₹1,499');
    expect(formatRupees(150000)).toBe('₹1,50,000');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('paise when there are some, up to two digits', () => {
    expect(formatRupees(1499.5)).toBe('₹1,499.50');
    expect(formatRupees(99.99)).toBe('₹99.99');
    expect(formatRupees(10.125)).toMatch(/^₹10\.1[23]$/);
  });
});

describe('truncate', () => {
  it('keeps a text of max characters or fewer as it is', () => {
    expect(truncate('Deep cleaning', 13)).toBe('Deep cleaning');
    expect(truncate('Deep', 13)).toBe('Deep');
  });

  it('cuts a longer one at max and marks the cut with three dots', () => {
    expect(truncate('Deep cleaning!', 13)).toBe('Deep cleaning...');
    expect(truncate('abcdef', 3)).toBe('abc...');
  });

  it('shows nothing for no text', () => {
    expect(truncate(null, 5)).toBe('');
    expect(truncate(undefined, 5)).toBe('');
  });
});
