/**
 * `/services/{slug}` both ways: which slugs are service ids, where a slug is sent, which category a slug names
 * (the footer's table, a category's own slug or name, else the longest whole-word match) and the /services URL of
 * no match.
 */
import { describe, expect, it } from 'vitest';
import { findCategory, findSubcategory, isServiceId, serviceSlugTarget, servicesUrl, slugWords } from './serviceSlug';

describe('service ids', () => {
  it('are digits from start to end only', () => {
    expect(isServiceId('7')).toBe(true);
    expect(isServiceId('0042')).toBe(true);
    expect(isServiceId('ac12')).toBe(false);
    expect(isServiceId('-12')).toBe(false);
    expect(isServiceId('12-ac')).toBe(false);
    expect(isServiceId('')).toBe(false);
  });
});

describe('slug words and targets', () => {
  it('reads a slug as the words a person would type, one space between', () => {
    expect(slugWords('ac-repair')).toBe('ac repair');
    expect(slugWords('car__wash--at-home')).toBe('car wash at home');
    expect(slugWords('car  wash')).toBe('car wash');
    expect(slugWords('car -wash')).toBe('car wash');
    expect(slugWords(' -sofa\t cleaning_ ')).toBe('sofa cleaning');
    expect(slugWords('--')).toBe('');
  });

  it('sends underscores and hyphen runs to one clean slug', () => {
    expect(serviceSlugTarget('Deep__Cleaning')).toBe('/search/deep-cleaning?match=catalogue');
    expect(serviceSlugTarget('_ac_-_repair_')).toBe('/search/ac-repair?match=catalogue');
    expect(serviceSlugTarget('__')).toBe('/services');
  });

  it('searches /services for the words of a slug no category matches, or lists all when it has none', () => {
    expect(servicesUrl(null, 'car  wash')).toBe('/services?search=car%20wash');
    expect(servicesUrl(null, 'car -_wash')).toBe('/services?search=car%20wash');
    expect(servicesUrl(null, 'bath & spa')).toBe('/services?search=bath%20%26%20spa');
    expect(servicesUrl(null, '--')).toBe('/services');
    expect(servicesUrl(null, '')).toBe('/services');
  });
});

describe('findCategory', () => {
  it('finds a category by its own slug even when its name says otherwise', () => {
    const rows = [{ id: 3, name: 'Air Conditioning', slug: 'ac-service' }];
    expect(findCategory('ac-service', rows)).toEqual({ category: rows[0] });
    expect(findCategory('ac-repair', rows)).toEqual({ category: rows[0], subcategorySlug: 'ac-repair-gas-refill' });
  });

  it('finds a category by its name when its slug differs', () => {
    const rows = [{ id: 4, name: 'Home Cleaning', slug: 'hc' }];
    expect(findCategory('home-cleaning', rows)).toEqual({ category: rows[0] });
  });

  it('prefers the category the slug names exactly over one inside it', () => {
    const rows = [
      { id: 1, name: 'Painting', slug: 'painting' },
      { id: 2, name: 'Wall Painting', slug: 'wall-art' },
    ];
    expect(findCategory('wall-painting', rows)?.category.id).toBe(2);
  });

  it('matches whole words by the category’s slug, or by its name when it has none', () => {
    expect(findCategory('exterior-painting', [{ id: 6, name: 'Painting and Decorating', slug: 'painting' }])).toEqual({
      category: { id: 6, name: 'Painting and Decorating', slug: 'painting' },
    });
    expect(findCategory('exterior-painting', [{ id: 8, name: 'Painting' }])?.category.id).toBe(8);
    expect(findCategory('exterior-painting', [{ id: 9, name: 'Exterior', slug: 'paint' }])).toBeNull();
  });

  // The longer slug wins whatever the catalogue's order, and whatever the names' lengths.
  const broad = { id: 6, name: 'Painting and Decorating Services', slug: 'painting' };
  const narrow = { id: 7, name: 'Wall', slug: 'wall-painting' };
  it.each([
    ['broad first', [broad, narrow]],
    ['narrow first', [narrow, broad]],
  ])('the longest whole-word match wins (%s)', (_, rows) => {
    expect(findCategory('exterior-wall-painting', rows)?.category.id).toBe(7);
  });

  it.each([
    [
      'short first',
      [
        { id: 1, name: 'Cleaning' },
        { id: 2, name: 'Deep Cleaning' },
      ],
    ],
    [
      'long first',
      [
        { id: 2, name: 'Deep Cleaning' },
        { id: 1, name: 'Cleaning' },
      ],
    ],
  ])('the longest whole-word match by name wins (%s)', (_, rows) => {
    expect(findCategory('sofa-deep-cleaning', rows)?.category.id).toBe(2);
  });
});

describe('findSubcategory', () => {
  it('matches the slug first, else the name', () => {
    const rows = [
      { id: 10, name: 'Gas Refill', slug: 'ac-repair-gas-refill' },
      { id: 11, name: 'Split AC', slug: 'split' },
    ];
    expect(findSubcategory('ac-repair-gas-refill', rows)?.id).toBe(10);
    expect(findSubcategory('split-ac', rows)?.id).toBe(11);
    expect(findSubcategory('gas', rows)).toBeUndefined();
  });
});
