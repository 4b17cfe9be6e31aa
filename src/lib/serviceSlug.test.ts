import { describe, expect, it } from 'vitest';
import { POPULAR_SERVICE_GROUPS } from '../content/footer';
import { SERVICE_SLUG_TARGETS } from '../content/pages/serviceSlugs';
import { findCategory, findSubcategory, isServiceId, serviceSlugTarget, servicesUrl } from './serviceSlug';
import { slugify } from './slugify';

const CATEGORIES = [
  { id: 1, name: 'Cleaning', slug: 'cleaning' },
  { id: 3, name: 'AC Service', slug: 'ac-service' },
  { id: 5, name: 'Electrical', slug: 'electrical' },
  { id: 6, name: 'Painting', slug: 'painting' },
  { id: 7, name: 'Pest Control', slug: 'pest-control' },
];

describe('service slugs (footer /services/{slug})', () => {
  it('takes only digits for a service id', () => {
    expect(isServiceId('12')).toBe(true);
    expect(isServiceId('ac-repair')).toBe(false);
    expect(isServiceId('12a')).toBe(false);
    expect(isServiceId(undefined)).toBe(false);
  });

  it('sends a slug to the resolving /search loader, never to service details', () => {
    expect(serviceSlugTarget('home-deep-cleaning')).toBe('/search/home-deep-cleaning?match=catalogue');
    expect(serviceSlugTarget('Sofa--Cleaning')).toBe('/search/sofa-cleaning?match=catalogue');
    expect(serviceSlugTarget('--')).toBe('/services');
  });

  it('knows where every popular service of the footer belongs', () => {
    const slugs = POPULAR_SERVICE_GROUPS.flatMap((group) => group.items.map(slugify));
    expect(slugs.filter((slug) => !SERVICE_SLUG_TARGETS[slug])).toEqual([]);
  });

  it('finds the category of the footer table, with the subcategory to look for', () => {
    expect(findCategory('ac-repair', CATEGORIES)).toEqual({
      category: CATEGORIES[1],
      subcategorySlug: 'ac-repair-gas-refill',
    });
    expect(findCategory('electrician', CATEGORIES)?.category.id).toBe(5);
  });

  it('matches other slugs by a category’s slug, alone or as whole words of the slug', () => {
    expect(findCategory('pest-control', CATEGORIES)?.category.id).toBe(7);
    expect(findCategory('exterior-painting', CATEGORIES)).toEqual({ category: CATEGORIES[3] });
    expect(findCategory('repainting', CATEGORIES)).toBeNull();
    expect(findCategory('yoga', CATEGORIES)).toBeNull();
  });

  it('falls back to the category slug when the table’s category is missing from the catalogue', () => {
    expect(findCategory('home-deep-cleaning', [{ id: 9, name: 'Home Deep Cleaning' }])?.category.id).toBe(9);
  });

  it('finds a subcategory by its slug or its name', () => {
    const rows = [
      { id: 10, name: 'AC Repair & Gas Refill', slug: 'ac-repair-gas-refill' },
      { id: 11, name: 'AC Installation' },
    ];
    expect(findSubcategory('ac-repair-gas-refill', rows)?.id).toBe(10);
    expect(findSubcategory('ac-installation', rows)?.id).toBe(11);
    expect(findSubcategory('ac-servicing', rows)).toBeUndefined();
  });

  it('builds the /services URL: category, subcategory, or a search for the words', () => {
    expect(servicesUrl({ categoryId: 3, subcategoryId: 10 }, 'ac-repair')).toBe(
      '/services?category_id=3&subcategory_id=10',
    );
    expect(servicesUrl({ categoryId: 3 }, 'ac-repair')).toBe('/services?category_id=3');
    expect(servicesUrl(null, 'car-wash')).toBe('/services?search=car%20wash');
  });
});
