import type { CategoryRecord } from '../../fixtures/records';
import type { Pagination } from './catalogueRows';
import { db } from '../db';
import {
  bySortOrder,
  categoryOut,
  matchesSearch,
  newestFirst,
  paginate,
  serviceOut,
  subcategoryOut,
} from './catalogueRows';
import { fail, intOrNull, ok, type Resolvers } from './kit';

/** A call that names a page or a limit is the admin list; without them it is the customer site's full list. */
const isAdminList = (url: URL) => url.searchParams.has('page') || url.searchParams.has('limit');

/** What the customer site and the dropdowns list: the active rows in their sort order. */
const activeSorted = <T extends CategoryRecord>(rows: T[]) =>
  rows.filter((row) => row.status === 'active').sort(bySortOrder);

const activeNames = (rows: CategoryRecord[]) => activeSorted(rows).map(({ id, name }) => ({ id, name }));

/**
 * A category or subcategory list: the customer site's is every active row in its sort order; the admin list's is
 * one page of the rows of a status, a search (and `adminFilter`), newest first.
 */
function listOf<T extends CategoryRecord>(
  url: URL,
  rows: T[],
  out: (row: T) => object,
  adminFilter: (row: T) => boolean = () => true,
): { data: object[]; pagination?: Pagination } {
  if (!isAdminList(url)) return { data: activeSorted(rows).map(out) };
  const status = url.searchParams.get('status');
  const search = url.searchParams.get('search') ?? '';
  const matching = rows.filter(
    (row) =>
      ((status !== 'active' && status !== 'inactive') || row.status === status) &&
      adminFilter(row) &&
      matchesSearch(search, row.name, row.slug, row.description),
  );
  const page = paginate(matching.sort(newestFirst), url.searchParams.get('page'), url.searchParams.get('limit'));
  return { data: page.rows.map(out), pagination: page.pagination };
}

export const catalogueResolvers = {
  listCategories({ url }) {
    const featured = url.searchParams.get('is_featured');
    const listed = listOf(url, db().categories, categoryOut, (c) =>
      featured === '1' || featured === '0' ? c.is_featured === Number(featured) : true,
    );
    return ok({ message: 'Categories retrieved successfully', ...listed });
  },

  getSubcategories({ url }) {
    const categoryId = intOrNull(url.searchParams.get('category_id') ?? '');
    if (!isAdminList(url) && categoryId === null) return fail('Category ID is required');
    const rows = db().subcategories.filter((s) => categoryId === null || s.category_id === categoryId);
    const { data, pagination } = listOf(url, rows, subcategoryOut);
    const total = pagination?.total_records ?? data.length;
    return ok({ message: 'Subcategories retrieved successfully', data, total, pagination });
  },

  listServices({ url }) {
    const state = db();
    const categoryId = intOrNull(url.searchParams.get('category_id') ?? '');
    const subcategoryId = intOrNull(url.searchParams.get('subcategory_id') ?? '');
    const search = url.searchParams.get('search') ?? '';
    // Extension for the admin lists (docs/decisions.md): status=all|inactive; the customer site gets active only.
    const status = url.searchParams.get('status') ?? 'active';
    const liveCategory = new Set(state.categories.filter((c) => c.status === 'active').map((c) => c.id));
    const liveSubcategory = new Set(state.subcategories.filter((s) => s.status === 'active').map((s) => s.id));
    const data = state.services
      .filter((s) => categoryId === null || s.category_id === categoryId)
      .filter((s) => subcategoryId === null || s.subcategory_id === subcategoryId)
      .filter((s) => matchesSearch(search, s.name, s.short_description, s.description))
      .filter((s) =>
        status === 'all'
          ? true
          : status === 'inactive'
            ? s.status === 'inactive'
            : s.status === 'active' && liveCategory.has(s.category_id) && liveSubcategory.has(s.subcategory_id),
      )
      .sort(bySortOrder)
      .map(serviceOut);
    return ok({ message: 'Services retrieved successfully', data });
  },

  getCategoryNames: () => ok({ data: activeNames(db().categories) }),
  listCategoryOptions: () => ok({ categories: activeNames(db().categories) }),

  listSubcategoryOptions({ url }) {
    const categoryId = intOrNull(url.searchParams.get('category_id') ?? '');
    if (categoryId === null) return fail('Category ID is required');
    return ok({ subcategories: activeNames(db().subcategories.filter((s) => s.category_id === categoryId)) });
  },
} satisfies Resolvers;
