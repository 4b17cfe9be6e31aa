import { describe, expect, it } from 'vitest';
import { slugify } from './slugify';

// SPEC §5: lowercase; drop everything but letters, digits, spaces and hyphens; whitespace runs become one
// hyphen; repeated hyphens collapse.
describe('slugify (SPEC §5)', () => {
  it.each([
    ['AC Repair', 'ac-repair'],
    ['Salon, Spa & Massage', 'salon-spa-massage'],
    ['Home   Deep\tCleaning', 'home-deep-cleaning'],
    ['Pest--Control', 'pest-control'],
    ['Plumbing - Leak Fix', 'plumbing-leak-fix'],
    ['100% Satisfaction!', '100-satisfaction'],
    ['RO Water Purifier (Service)', 'ro-water-purifier-service'],
    ['already-a-slug', 'already-a-slug'],
    ['Café Décor', 'caf-dcor'],
    ['₹499 Offer', '499-offer'],
    ['', ''],
  ])('%j -> %j', (input, slug) => {
    expect(slugify(input)).toBe(slug);
  });
});
