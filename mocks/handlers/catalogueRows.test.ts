/**
 * How the mock backend turns its catalogue rows into the objects it sends (mocks/handlers/catalogueRows.ts): the
 * joined and formatted fields of each row, the admin lists' page (SPEC §3 pagination object, §7 limit default
 * 10, at most 100), the search and the two orders (docs/decisions.md: customer lists by sort order, admin lists
 * newest first).
 */
import { describe, expect, it } from 'vitest';
import type { CategoryRecord, ServiceRecord, SubcategoryRecord } from '../../fixtures/records';
import { db } from '../db';
import {
  bySortOrder,
  categoryOut,
  matchesSearch,
  newestFirst,
  PAGE_SIZE,
  paginate,
  serviceOut,
  subcategoryOut,
} from './catalogueRows';

const categoryRow = (over: Partial<CategoryRecord> = {}): CategoryRecord => ({
  id: 2,
  name: 'Appliance Repair',
  slug: 'appliance-repair',
  description: 'Repairs.',
  icon: 'tools',
  image_url: null,
  sort_order: 1,
  is_featured: 1,
  meta_title: 'T',
  meta_description: 'D',
  status: 'active',
  created_by: 1,
  created_at: '2025-03-27 21:06:59',
  updated_at: '2025-11-02 08:00:00',
  ...over,
});

describe('categoryOut', () => {
  it('adds the creator, the formatted dates and the counts of its own subcategories and services', () => {
    const row = categoryRow();
    expect(categoryOut(row)).toEqual({
      ...row,
      creator_name: 'Administrator',
      created_at_formatted: 'Mar 27, 2025',
      updated_at_formatted: 'Nov 02, 2025',
      subcategory_count: 4,
      service_count: 11,
    });
  });

  it("names the creator 'Unknown' when no admin has that id", () => {
    expect(categoryOut(categoryRow({ created_by: 99 })).creator_name).toBe('Unknown');
  });

  it('counts zero for a category nothing belongs to', () => {
    expect(categoryOut(categoryRow({ id: 77 }))).toMatchObject({ subcategory_count: 0, service_count: 0 });
  });
});

describe('subcategoryOut', () => {
  const row = (over: Partial<SubcategoryRecord> = {}): SubcategoryRecord => ({
    ...categoryRow({ id: 9, name: 'Split AC', slug: 'split-ac', created_at: '2024-01-05 10:00:00' }),
    category_id: 3,
    image: 'split-ac.svg',
    ...over,
  });

  it('adds the name of its category, the creator and the formatted dates', () => {
    expect(subcategoryOut(row())).toEqual({
      ...row(),
      category_name: 'AC Service',
      creator_name: 'Administrator',
      created_at_formatted: 'Jan 05, 2024',
      updated_at_formatted: 'Nov 02, 2025',
    });
  });

  it("answers an empty category name for a missing parent, and 'Unknown' for a missing creator", () => {
    expect(subcategoryOut(row({ category_id: 404, created_by: 5 }))).toMatchObject({
      category_name: '',
      creator_name: 'Unknown',
    });
  });
});

describe('serviceOut', () => {
  const row: ServiceRecord = {
    id: 300,
    category_id: 4,
    subcategory_id: 12,
    name: 'Tap Repair',
    slug: 'tap-repair',
    description: 'Long text.',
    short_description: 'Short text.',
    image_url: '/uploads/services/tap-repair.svg',
    gallery: ['/uploads/services/g.png'],
    base_price: 149,
    original_price: 199,
    discount: 25,
    rating: 4.6,
    review_count: 120,
    duration_minutes: 45,
    includes: ['Washer'],
    excludes: ['Tap'],
    faqs: [{ question: 'Q?', answer: 'A.' }],
    sort_order: 2,
    is_featured: 1,
    meta_title: 'MT',
    meta_description: 'MD',
    status: 'inactive',
    created_at: '2025-05-05 05:05:05',
    updated_at: '2025-06-06 06:06:06',
  };

  it('sends the §3 list fields (price, duration) beside the admin form fields, with the names joined', () => {
    expect(serviceOut(row)).toEqual({
      id: 300,
      name: 'Tap Repair',
      slug: 'tap-repair',
      short_description: 'Short text.',
      description: 'Long text.',
      price: 149,
      base_price: 149,
      original_price: 199,
      discount: 25,
      rating: 4.6,
      review_count: 120,
      duration: 45,
      duration_minutes: 45,
      image_url: '/uploads/services/tap-repair.svg',
      gallery: ['/uploads/services/g.png'],
      category_id: 4,
      subcategory_id: 12,
      category_name: 'Plumbing',
      subcategory_name: db().subcategories.find((s) => s.id === 12)!.name,
      includes: ['Washer'],
      excludes: ['Tap'],
      faqs: [{ question: 'Q?', answer: 'A.' }],
      sort_order: 2,
      is_featured: 1,
      meta_title: 'MT',
      meta_description: 'MD',
      status: 'inactive',
      created_at: '2025-05-05 05:05:05',
    });
  });

  it('answers empty names for a category or subcategory that is gone', () => {
    expect(serviceOut({ ...row, category_id: 404, subcategory_id: 404 })).toMatchObject({
      category_name: '',
      subcategory_name: '',
    });
  });
});

describe('paginate', () => {
  const rows = Array.from({ length: 15 }, (_, i) => i + 1);

  it('pages by 10 when no limit is named (§7), and the page size constants are 10 and 100', () => {
    expect(PAGE_SIZE).toEqual({ default: 10, max: 100 });
    expect(paginate(rows, '1', null)).toEqual({
      rows: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      pagination: {
        current_page: 1,
        total_pages: 2,
        total_records: 15,
        per_page: 10,
        has_next: true,
        has_prev: false,
        next_page: 2,
        prev_page: null,
      },
    });
  });

  it('answers the last page with the rows left, and no next page', () => {
    expect(paginate(rows, '2', '10')).toEqual({
      rows: [11, 12, 13, 14, 15],
      pagination: {
        current_page: 2,
        total_pages: 2,
        total_records: 15,
        per_page: 10,
        has_next: false,
        has_prev: true,
        next_page: null,
        prev_page: 1,
      },
    });
  });

  it('answers a middle page with both neighbours', () => {
    expect(paginate(rows, '3', '4')).toEqual({
      rows: [9, 10, 11, 12],
      pagination: {
        current_page: 3,
        total_pages: 4,
        total_records: 15,
        per_page: 4,
        has_next: true,
        has_prev: true,
        next_page: 4,
        prev_page: 2,
      },
    });
  });

  it.each([
    [15, 5, 3],
    [15, 4, 4],
    [15, 7, 3],
    [15, 15, 1],
    [15, 14, 2],
    [16, 8, 2],
    [1, 10, 1],
  ])('counts %d rows at %d a page as %d pages', (count, limit, pages) => {
    const all = Array.from({ length: count }, (_, i) => i);
    const last = paginate(all, String(pages), String(limit));
    expect(last.pagination.total_pages).toBe(pages);
    expect(last.rows).toEqual(all.slice((pages - 1) * limit));
    expect(last.pagination.has_next).toBe(false);
  });

  it('answers one empty page when nothing matches', () => {
    expect(paginate([], '4', '25')).toEqual({
      rows: [],
      pagination: {
        current_page: 1,
        total_pages: 1,
        total_records: 0,
        per_page: 25,
        has_next: false,
        has_prev: false,
        next_page: null,
        prev_page: null,
      },
    });
  });

  it.each([
    ['a page past the end', '3', 2],
    ['a far page', '1000', 2],
    ['page 0', '0', 1],
    ['a negative page', '-2', 1],
    ['a page that is not a number', 'last', 1],
    ['no page', null, 1],
  ])('clamps %s to a page that exists', (_, page, current) => {
    expect(paginate(rows, page, '10').pagination.current_page).toBe(current);
  });

  it.each([
    ['no limit', null, 10],
    ['a limit that is not a number', 'all', 10],
    ['a limit of 0', '0', 10],
    ['a negative limit', '-5', 1],
    ['a limit of 1', '1', 1],
    ['a limit of 25', '25', 25],
    ['a limit of 100', '100', 100],
    ['a limit over 100', '101', 100],
    ['a huge limit', '100000', 100],
  ])('takes %s as %d a page', (_, limit, perPage) => {
    const many = Array.from({ length: 250 }, (_, i) => i);
    const page = paginate(many, '1', limit);
    expect(page.pagination.per_page).toBe(perPage);
    expect(page.rows).toHaveLength(perPage);
  });

  it('uses the default limit it is given when the call names none', () => {
    expect(paginate(rows, '1', null, 4).pagination.per_page).toBe(4);
    expect(paginate(rows, '1', '6', 4).pagination.per_page).toBe(6);
  });
});

describe('matchesSearch', () => {
  it('matches everything when the term is empty or blank', () => {
    expect(matchesSearch('', 'Plumbing')).toBe(true);
    expect(matchesSearch('   ', 'Plumbing')).toBe(true);
    expect(matchesSearch('')).toBe(true);
  });

  it('matches a part of any field, ignoring case and the spaces around the term', () => {
    expect(matchesSearch('  PLUMB ', 'Tap repair', 'Plumbing')).toBe(true);
    expect(matchesSearch('REPAIR', 'Tap repair', 'Plumbing')).toBe(true);
    expect(matchesSearch('ap rep', 'Tap Repair')).toBe(true);
  });

  it('matches nothing when no field holds the term, and skips empty fields', () => {
    expect(matchesSearch('paint', 'Tap repair', 'Plumbing')).toBe(false);
    expect(matchesSearch('paint')).toBe(false);
    expect(matchesSearch('paint', null, undefined, 'Wall painting')).toBe(true);
    expect(matchesSearch('paint', null, undefined)).toBe(false);
  });
});

describe('the two orders', () => {
  const rows = [
    { id: 1, name: 'Carpentry', sort_order: 2, created_at: '2025-01-01 10:00:00' },
    { id: 2, name: 'Bathroom', sort_order: 1, created_at: '2025-03-01 10:00:00' },
    { id: 3, name: 'Appliance', sort_order: 2, created_at: '2025-03-01 10:00:00' },
    { id: 4, name: 'Zoo', sort_order: 0, created_at: '2024-12-31 23:59:59' },
    { id: 5, name: 'Deck', sort_order: 10, created_at: '2025-01-01 10:00:01' },
  ];

  it('customer lists: sort order ascending, then name', () => {
    expect([...rows].sort(bySortOrder).map((r) => r.id)).toEqual([4, 2, 3, 1, 5]);
  });

  it('admin lists: newest first, then the higher id', () => {
    expect([...rows].sort(newestFirst).map((r) => r.id)).toEqual([3, 2, 5, 1, 4]);
  });
});
