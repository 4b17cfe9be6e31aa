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

const statusFilter = (url: URL) => {
  const status = url.searchParams.get('status') ?? '';
  return status === 'active' || status === 'inactive' ? status : null;
};

export const catalogueResolvers: Resolvers<
  | 'listCategories'
  | 'getSubcategories'
  | 'listServices'
  | 'getCategoryNames'
  | 'listCategoryOptions'
  | 'listSubcategoryOptions'
> = {
  listCategories({ url }) {
    const state = db();
    if (!isAdminList(url)) {
      const data = state.categories
        .filter((c) => c.status === 'active')
        .sort(bySortOrder)
        .map(categoryOut);
      return ok({ message: 'Categories retrieved successfully', data });
    }
    const status = statusFilter(url);
    const featured = url.searchParams.get('is_featured');
    const search = url.searchParams.get('search') ?? '';
    const rows = state.categories
      .filter((c) => !status || c.status === status)
      .filter((c) => (featured === '1' || featured === '0' ? c.is_featured === Number(featured) : true))
      .filter((c) => matchesSearch(search, c.name, c.slug, c.description))
      .sort(newestFirst);
    const page = paginate(rows, url.searchParams.get('page'), url.searchParams.get('limit'));
    return ok({
      message: 'Categories retrieved successfully',
      data: page.rows.map(categoryOut),
      pagination: page.pagination,
    });
  },

  getSubcategories({ url }) {
    const state = db();
    const categoryParam = url.searchParams.get('category_id') ?? '';
    const categoryId = intOrNull(categoryParam);
    if (!isAdminList(url)) {
      if (categoryId === null) return fail('Category ID is required');
      const data = state.subcategories
        .filter((s) => s.category_id === categoryId && s.status === 'active')
        .sort(bySortOrder)
        .map(subcategoryOut);
      return ok({ message: 'Subcategories retrieved successfully', data, total: data.length });
    }
    const status = statusFilter(url);
    const search = url.searchParams.get('search') ?? '';
    const rows = state.subcategories
      .filter((s) => categoryId === null || s.category_id === categoryId)
      .filter((s) => !status || s.status === status)
      .filter((s) => matchesSearch(search, s.name, s.slug, s.description))
      .sort(newestFirst);
    const page = paginate(rows, url.searchParams.get('page'), url.searchParams.get('limit'));
    return ok({
      message: 'Subcategories retrieved successfully',
      data: page.rows.map(subcategoryOut),
      total: page.pagination.total_records,
      pagination: page.pagination,
    });
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

  getCategoryNames() {
    const data = db()
      .categories.filter((c) => c.status === 'active')
      .sort(bySortOrder)
      .map(({ id, name }) => ({ id, name }));
    return ok({ data });
  },

  listCategoryOptions() {
    const categories = db()
      .categories.filter((c) => c.status === 'active')
      .sort(bySortOrder)
      .map(({ id, name }) => ({ id, name }));
    return ok({ categories });
  },

  listSubcategoryOptions({ url }) {
    const categoryId = intOrNull(url.searchParams.get('category_id') ?? '');
    if (categoryId === null) return fail('Category ID is required');
    const subcategories = db()
      .subcategories.filter((s) => s.category_id === categoryId && s.status === 'active')
      .sort(bySortOrder)
      .map(({ id, name }) => ({ id, name }));
    return ok({ subcategories });
  },
};
