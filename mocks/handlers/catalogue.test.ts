/**
 * The catalogue reads of SPEC §7 as the mock backend answers them (mocks/handlers/catalogue.ts): the customer
 * lists (active rows in sort order, unpaged) and the admin lists (page or limit named: every status, filters,
 * newest first, the pagination object of §3), as docs/decisions.md sets them apart.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { ServiceRecord } from '../../fixtures/records';
import type { Pagination } from './catalogueRows';
import { callMock } from '../../src/test/mockCall';
import { db } from '../db';
import { catalogueResolvers } from './catalogue';

interface ListAnswer {
  status: string;
  message?: string;
  data: { id: number; name: string; status?: string }[];
  total?: number;
  pagination?: Pagination;
}

const list = async (name: 'listCategories' | 'getSubcategories' | 'listServices', query: Record<string, string> = {}) =>
  (await callMock<ListAnswer>(name, { query })).body;
const idsOf = async (name: 'listCategories' | 'getSubcategories' | 'listServices', query: Record<string, string>) =>
  (await list(name, query)).data.map((row) => row.id);
const category = (id: number) => db().categories.find((c) => c.id === id)!;
const subcategory = (id: number) => db().subcategories.find((s) => s.id === id)!;

/** Every category created at the same moment, so newest-first falls back to the higher id first. */
const sameCreationTime = () => db().categories.forEach((c) => (c.created_at = '2025-01-01 00:00:00'));

describe('listcategories.php for the customer site (no page, no limit)', () => {
  it('answers every active category in sort order, then by name, unpaged', async () => {
    category(3).status = 'inactive';
    category(15).sort_order = 0; // Wellness ties with Cleaning (0)
    category(2).sort_order = 0; // Appliance Repair too
    category(1).sort_order = 99; // Cleaning goes last
    const answer = await callMock<ListAnswer>('listCategories');
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['status', 'message', 'data']);
    expect(answer.body).toMatchObject({ status: 'success', message: 'Categories retrieved successfully' });
    expect(answer.body.data.map((c) => c.id)).toEqual([2, 15, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 1]);
  });

  it('breaks a tie in sort order by name, whatever the ids', async () => {
    category(15).sort_order = 0;
    category(2).sort_order = 0;
    expect((await list('listCategories')).data.slice(0, 3).map((c) => c.name)).toEqual([
      'Appliance Repair',
      'Cleaning',
      'Wellness',
    ]);
  });

  it('sends each category as the lists read it, with its counts', async () => {
    const first = (await list('listCategories')).data[0];
    expect(first).toMatchObject({
      id: 1,
      name: 'Cleaning',
      slug: 'cleaning',
      creator_name: 'Administrator',
      subcategory_count: 4,
      service_count: 12,
    });
  });
});

describe('listcategories.php for the admin list (page or limit named)', () => {
  beforeEach(sameCreationTime);

  it('is the admin list as soon as the call names a page, or a limit', async () => {
    category(3).status = 'inactive';
    const byPage = await list('listCategories', { page: '1' });
    expect(byPage.pagination).toMatchObject({ per_page: 10, total_records: 15 });
    expect(byPage.data).toHaveLength(10);
    const byLimit = await list('listCategories', { limit: '20' });
    expect(byLimit.pagination).toMatchObject({ per_page: 20, total_records: 15 });
    expect(byLimit.data.map((c) => c.id)).toContain(3);
    expect(byLimit.message).toBe('Categories retrieved successfully');
  });

  it('lists every status, newest first, the higher id first at the same time', async () => {
    category(7).created_at = '2025-06-01 00:00:00';
    category(9).created_at = '2024-06-01 00:00:00';
    category(4).created_at = '2025-01-01 00:00:01';
    category(12).status = 'inactive';
    expect(await idsOf('listCategories', { page: '1', limit: '100' })).toEqual([
      7, 4, 15, 14, 13, 12, 11, 10, 8, 6, 5, 3, 2, 1, 9,
    ]);
  });

  it('filters by status active or inactive; any other status lists all', async () => {
    category(3).status = 'inactive';
    category(8).status = 'inactive';
    expect(await idsOf('listCategories', { page: '1', limit: '100', status: 'inactive' })).toEqual([8, 3]);
    const active = await idsOf('listCategories', { page: '1', limit: '100', status: 'active' });
    expect(active).toHaveLength(13);
    expect(active).not.toContain(3);
    expect(active).not.toContain(8);
    for (const status of ['all', 'Active', '']) {
      expect(await idsOf('listCategories', { page: '1', limit: '100', status })).toHaveLength(15);
    }
  });

  it('filters by is_featured 1 or 0; any other value lists all', async () => {
    db().categories.forEach((c) => (c.is_featured = 0));
    category(4).is_featured = 1;
    category(9).is_featured = 1;
    expect(await idsOf('listCategories', { page: '1', limit: '100', is_featured: '1' })).toEqual([9, 4]);
    const plain = await idsOf('listCategories', { page: '1', limit: '100', is_featured: '0' });
    expect(plain).toHaveLength(13);
    expect(plain).not.toContain(4);
    for (const is_featured of ['yes', 'true', '']) {
      expect(await idsOf('listCategories', { page: '1', limit: '100', is_featured })).toHaveLength(15);
    }
  });

  it('searches name, slug and description, ignoring case and surrounding spaces', async () => {
    category(5).name = 'Qwerty Works';
    category(6).slug = 'zx-slug';
    category(12).description = 'Packers with Plughole tape.';
    const search = (term: string) => idsOf('listCategories', { page: '1', limit: '100', search: term });
    expect(await search('  QWERTY ')).toEqual([5]);
    expect(await search('zx-slug')).toEqual([6]);
    expect(await search('plughole')).toEqual([12]);
    expect(await search('   ')).toHaveLength(15);
    expect(await search('no such thing')).toEqual([]);
  });

  it('applies the filters together', async () => {
    category(7).status = 'inactive';
    category(7).is_featured = 1;
    expect(await idsOf('listCategories', { page: '1', status: 'inactive', is_featured: '1', search: 'pest' })).toEqual([
      7,
    ]);
    expect(await idsOf('listCategories', { page: '1', status: 'active', search: 'pest' })).toEqual([]);
  });

  it('pages by the limit, to the last page; a page past the end answers the last one', async () => {
    const page = (p: string) => list('listCategories', { page: p, limit: '4' });
    const second = await page('2');
    expect(second.data.map((c) => c.id)).toEqual([11, 10, 9, 8]);
    expect(second.pagination).toEqual({
      current_page: 2,
      total_pages: 4,
      total_records: 15,
      per_page: 4,
      has_next: true,
      has_prev: true,
      next_page: 3,
      prev_page: 1,
    });
    const last = await page('4');
    expect(last.data.map((c) => c.id)).toEqual([3, 2, 1]);
    expect(last.pagination).toMatchObject({ current_page: 4, has_next: false, next_page: null, prev_page: 3 });
    expect(await page('99')).toEqual(last);
  });

  it('answers an empty first page, not an error, when nothing matches', async () => {
    expect(await list('listCategories', { page: '3', search: 'nothing like it' })).toEqual({
      status: 'success',
      message: 'Categories retrieved successfully',
      data: [],
      pagination: {
        current_page: 1,
        total_pages: 1,
        total_records: 0,
        per_page: 10,
        has_next: false,
        has_prev: false,
        next_page: null,
        prev_page: null,
      },
    });
  });
});

describe('getsubcategories.php for the customer site (no page, no limit)', () => {
  it('needs a whole-number category_id', async () => {
    for (const query of [{}, { category_id: '' }, { category_id: 'cleaning' }, { category_id: '1.5' }] as Record<
      string,
      string
    >[]) {
      const answer = await callMock('getSubcategories', { query });
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 200,
        body: { status: 'error', message: 'Category ID is required' },
      });
    }
  });

  it("answers the category's active subcategories in sort order, then by name, with their count", async () => {
    subcategory(2).status = 'inactive';
    subcategory(4).sort_order = 0; // 'Sofa & Carpet Cleaning' ties with 'Home Deep Cleaning'
    subcategory(1).sort_order = 9;
    subcategory(5).category_id = 1;
    subcategory(5).sort_order = 0; // 'Washing Machine Repair' ties too
    const answer = await list('getSubcategories', { category_id: '1' });
    expect(Object.keys(answer)).toEqual(['status', 'message', 'data', 'total']);
    expect(answer).toMatchObject({ status: 'success', message: 'Subcategories retrieved successfully', total: 4 });
    expect(answer.data.map((s) => s.name)).toEqual([
      'Sofa & Carpet Cleaning',
      'Washing Machine Repair',
      'Kitchen Cleaning',
      'Home Deep Cleaning',
    ]);
  });

  it('sends each subcategory with its category name', async () => {
    expect((await list('getSubcategories', { category_id: '2' })).data[0]).toMatchObject({
      id: 5,
      category_id: 2,
      category_name: 'Appliance Repair',
      creator_name: 'Administrator',
    });
  });

  it('answers an empty list for a category without subcategories', async () => {
    expect(await list('getSubcategories', { category_id: '999' })).toEqual({
      status: 'success',
      message: 'Subcategories retrieved successfully',
      data: [],
      total: 0,
    });
  });
});

describe('getsubcategories.php for the admin list (page or limit named)', () => {
  beforeEach(() => db().subcategories.forEach((s) => (s.created_at = '2025-01-01 00:00:00')));

  it('lists every category and status, newest first, with total and the pagination object', async () => {
    subcategory(3).status = 'inactive';
    subcategory(10).created_at = '2025-02-01 00:00:00';
    const answer = await list('getSubcategories', { page: '1', limit: '5' });
    expect(answer.data.map((s) => s.id)).toEqual([10, 47, 46, 45, 44]);
    expect(answer.total).toBe(47);
    expect(answer.pagination).toEqual({
      current_page: 1,
      total_pages: 10,
      total_records: 47,
      per_page: 5,
      has_next: true,
      has_prev: false,
      next_page: 2,
      prev_page: null,
    });
    expect(answer.message).toBe('Subcategories retrieved successfully');
    expect(await idsOf('getSubcategories', { limit: '100' })).toContain(3);
  });

  it('filters by category, by status and by search over name, slug and description', async () => {
    subcategory(2).status = 'inactive';
    subcategory(6).description = 'Gas refill with a Zymurgy check.';
    subcategory(7).slug = 'qq-slug';
    subcategory(8).name = 'Xylophone Tuning';
    expect(await idsOf('getSubcategories', { page: '1', category_id: '1' })).toEqual([4, 3, 2, 1]);
    expect(await idsOf('getSubcategories', { page: '1', category_id: '1', status: 'active' })).toEqual([4, 3, 1]);
    expect(await idsOf('getSubcategories', { page: '1', status: 'inactive' })).toEqual([2]);
    expect(await idsOf('getSubcategories', { limit: '100', status: 'any' })).toHaveLength(47);
    expect(await idsOf('getSubcategories', { page: '1', search: ' ZYMURGY ' })).toEqual([6]);
    expect(await idsOf('getSubcategories', { page: '1', search: 'qq-slug' })).toEqual([7]);
    expect(await idsOf('getSubcategories', { page: '1', search: 'xylophone' })).toEqual([8]);
  });

  it('pages to the last page; total counts every match, not the page', async () => {
    const last = await list('getSubcategories', { page: '5', category_id: '1', limit: '3' });
    expect(last.data.map((s) => s.id)).toEqual([1]);
    expect(last.total).toBe(4);
    expect(last.pagination).toMatchObject({ current_page: 2, total_pages: 2, has_next: false, has_prev: true });
  });
});

/** A small catalogue of services whose statuses, sort orders and texts the tests choose. */
function servicesOfTheTest() {
  const state = db();
  category(2).status = 'inactive';
  subcategory(3).status = 'inactive'; // Kitchen Cleaning, of category 1
  const model = state.services[0];
  const svc = (id: number, over: Partial<ServiceRecord>): ServiceRecord => ({
    ...model,
    id,
    name: `Service ${id}`,
    slug: `service-${id}`,
    short_description: 'Short.',
    description: 'Long.',
    status: 'active',
    sort_order: 5,
    ...over,
  });
  state.services = [
    svc(1, { category_id: 1, subcategory_id: 1, name: 'Bravo', sort_order: 1 }),
    svc(2, { category_id: 1, subcategory_id: 1, name: 'Zulu', sort_order: 0 }),
    svc(3, { category_id: 1, subcategory_id: 2, name: 'Alpha', sort_order: 1 }),
    svc(4, { category_id: 1, subcategory_id: 1, name: 'Off One', status: 'inactive', sort_order: 2 }),
    svc(5, { category_id: 1, subcategory_id: 3, name: 'In An Off Subcategory' }),
    svc(6, { category_id: 2, subcategory_id: 5, name: 'In An Off Category' }),
    svc(7, { category_id: 4, subcategory_id: 12, name: 'Other', short_description: 'Has a needle.' }),
    svc(8, { category_id: 4, subcategory_id: 12, name: 'Off Two', status: 'inactive', description: 'Haystack.' }),
  ];
}

describe('listservices.php', () => {
  beforeEach(servicesOfTheTest);

  it('answers the active services of active categories and subcategories, in sort order, then by name', async () => {
    const answer = await list('listServices');
    expect(Object.keys(answer)).toEqual(['status', 'message', 'data']);
    expect(answer).toMatchObject({ status: 'success', message: 'Services retrieved successfully' });
    expect(answer.data.map((s) => s.id)).toEqual([2, 3, 1, 7]);
  });

  it('filters by category and by subcategory', async () => {
    expect(await idsOf('listServices', { category_id: '1' })).toEqual([2, 3, 1]);
    expect(await idsOf('listServices', { subcategory_id: '1' })).toEqual([2, 1]);
    expect(await idsOf('listServices', { category_id: '1', subcategory_id: '12' })).toEqual([]);
  });

  it('searches name, short description and description, ignoring case', async () => {
    expect(await idsOf('listServices', { search: 'ZULU' })).toEqual([2]);
    expect(await idsOf('listServices', { search: ' needle ' })).toEqual([7]);
    expect(await idsOf('listServices', { search: 'haystack', status: 'all' })).toEqual([8]);
    expect(await idsOf('listServices', { search: 'haystack' })).toEqual([]);
  });

  it('lists inactive services only with status=inactive, and everything with status=all (admin lists)', async () => {
    expect(await idsOf('listServices', { status: 'inactive' })).toEqual([4, 8]);
    expect(await idsOf('listServices', { status: 'all' })).toEqual([2, 3, 1, 4, 6, 5, 8, 7]);
  });

  it('treats any other status as the customer list', async () => {
    expect(await idsOf('listServices', { status: 'bogus' })).toEqual([2, 3, 1, 7]);
    expect(await idsOf('listServices', { status: 'active' })).toEqual([2, 3, 1, 7]);
  });

  it('sends each service with price and duration as §3 reads them', async () => {
    expect((await list('listServices', { subcategory_id: '12' })).data).toEqual([
      expect.objectContaining({
        id: 7,
        price: db().services[6].base_price,
        duration: db().services[6].duration_minutes,
        category_name: 'Plumbing',
        subcategory_name: subcategory(12).name,
      }),
    ]);
  });
});

describe('the option lists', () => {
  beforeEach(() => {
    category(3).status = 'inactive';
    category(15).sort_order = 0;
  });

  it('getcategories.php answers id and name of every active category in sort order, then by name', async () => {
    const { status, body } = await callMock('getCategoryNames');
    expect(status).toBe(200);
    const active = db()
      .categories.filter((c) => c.id !== 3 && c.id !== 15 && c.id !== 1)
      .map(({ id, name }) => ({ id, name }));
    expect(body).toEqual({
      status: 'success',
      data: [{ id: 1, name: 'Cleaning' }, { id: 15, name: 'Wellness' }, ...active],
    });
  });

  it('categories/list.php answers the same rows as `categories`', async () => {
    const names = (await callMock<{ data: unknown }>('getCategoryNames')).body.data;
    expect((await callMock('listCategoryOptions')).body).toEqual({ status: 'success', categories: names });
  });

  it("subcategories/list.php answers id and name of the category's active subcategories in sort order", async () => {
    subcategory(2).status = 'inactive';
    subcategory(4).sort_order = 0;
    expect((await callMock('listSubcategoryOptions', { query: { category_id: '1' } })).body).toEqual({
      status: 'success',
      subcategories: [
        { id: 1, name: 'Home Deep Cleaning' },
        { id: 4, name: 'Sofa & Carpet Cleaning' },
        { id: 3, name: 'Kitchen Cleaning' },
      ],
    });
    expect((await callMock('listSubcategoryOptions', { query: { category_id: '999' } })).body).toEqual({
      status: 'success',
      subcategories: [],
    });
  });

  it('subcategories/list.php needs a whole-number category_id', async () => {
    for (const query of [{}, { category_id: 'x' }] as Record<string, string>[]) {
      expect((await callMock('listSubcategoryOptions', { query })).body).toEqual({
        status: 'error',
        message: 'Category ID is required',
      });
    }
  });
});

describe('the catalogue resolvers', () => {
  it('are the six catalogue reads of §7', () => {
    expect(Object.keys(catalogueResolvers).sort()).toEqual(
      [
        'getCategoryNames',
        'getSubcategories',
        'listCategories',
        'listCategoryOptions',
        'listServices',
        'listSubcategoryOptions',
      ].sort(),
    );
  });
});
