import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom';
import { deleteSubcategory, updateSubcategoryStatus } from '../../../api/admin';
import { listAllCategories } from '../../../api/allPages';
import { getSubcategories } from '../../../api/catalogue';
import type { ActiveStatus, IdName } from '../../../api/types';
import { positiveInt, readSlice } from '../shared/listData';
import { TEXT } from '../shared/messages';
import { rowAction, rowId } from '../shared/rowActions';

export { shouldRevalidate } from '../shared/rowActions';

export const SUBCATEGORY_PAGE_SIZES = [10, 25, 50, 100] as const;

export function subcategoryFilters(params: URLSearchParams) {
  const requestedLimit = positiveInt(params.get('limit'), 10);
  return {
    page: positiveInt(params.get('page'), 1),
    limit: (SUBCATEGORY_PAGE_SIZES as readonly number[]).includes(requestedLimit) ? requestedLimit : 10,
    status: (params.get('status') ?? '') as ActiveStatus | '',
    categoryId: params.get('category_id') ?? '',
    search: params.get('search') ?? '',
  };
}

async function parentCategories(signal?: AbortSignal): Promise<{ list: IdName[]; failure?: string }> {
  const outcome = await listAllCategories({}, signal).catch(() => null);
  if (outcome?.kind !== 'ok') return { list: [], failure: TEXT.loadCategoriesFailed };
  return { list: outcome.answer.data.map(({ id, name }) => ({ id, name })) };
}

export function loader({ request }: LoaderFunctionArgs) {
  const { page, limit, status, categoryId, search } = subcategoryFilters(new URL(request.url).searchParams);
  const read = getSubcategories({ page, limit, status, category_id: categoryId, search }, request.signal);
  const texts = { failed: TEXT.fetchSubcategoriesFailed, error: TEXT.loadSubcategoriesError };
  const list = readSlice(read, texts, ({ data, total: count }) => {
    const total = count ?? data.length;
    const pages = Math.max(1, Math.ceil(total / limit));
    return { rows: data, total, current: Math.min(page, pages), pages, perPage: limit };
  });
  // Parent categories for the filter: every status, so inactive ones can be filtered too.
  return { list, categories: parentCategories(request.signal) };
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const id = rowId(form);
  if (form.get('intent') === 'status') {
    const next = form.get('status') === 'active' ? 'active' : 'inactive';
    return rowAction(() => updateSubcategoryStatus(id, next), {
      done: TEXT.statusUpdated,
      failed: TEXT.statusFailed,
      error: TEXT.statusError,
    });
  }
  return rowAction(() => deleteSubcategory(id), {
    done: TEXT.subcategoryDeleted,
    failed: TEXT.deleteSubcategoryFailed,
    error: TEXT.deleteSubcategoryError,
  });
}
