/**
 * /admin/subcategories: the page the URL asks for, the parent categories of the filter, and the row actions
 * (status change, delete) of SPEC §7, §8.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom';
import { deleteSubcategory, updateSubcategoryStatus } from '../../../api/admin';
import { listAllCategories } from '../../../api/allPages';
import { getSubcategories } from '../../../api/catalogue';
import { isPlainRefusal } from '../../../api/outcome';
import type { ActiveStatus, IdName, Subcategory } from '../../../api/types';
import { TEXT } from '../shared/messages';
import { rowAction, rowId } from '../shared/rowActions';
import { positiveInt } from '../shared/listNumbers';

export { shouldRevalidate } from '../shared/rowActions';

/** SPEC §9: subcategories page by 10, 25, 50 or 100 (default 10). */
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

export interface SubcategoryPage {
  rows: Subcategory[];
  total: number;
  failure?: string;
}

/**
 * Every category of every status (the admin list, read page by page to its last) for the filter: SPEC §8's
 * 'Failed to load categories' when any page fails.
 */
const parentCategories = (signal?: AbortSignal): Promise<{ list: IdName[]; failure?: string }> =>
  listAllCategories({}, signal).then(
    (outcome) =>
      outcome.kind === 'ok'
        ? { list: outcome.answer.data.map(({ id, name }) => ({ id, name })) }
        : { list: [], failure: TEXT.loadCategoriesFailed },
    () => ({ list: [], failure: TEXT.loadCategoriesFailed }),
  );

export function loader({ request }: LoaderFunctionArgs) {
  const { page, limit, status, categoryId, search } = subcategoryFilters(new URL(request.url).searchParams);
  const list = getSubcategories({ page, limit, status, category_id: categoryId, search }, request.signal).then(
    (outcome): SubcategoryPage => {
      if (outcome.kind === 'ok')
        return { rows: outcome.answer.data, total: outcome.answer.total ?? outcome.answer.data.length };
      const failure = isPlainRefusal(outcome) ? TEXT.fetchSubcategoriesFailed : TEXT.loadSubcategoriesError;
      return { rows: [], total: 0, failure };
    },
    (): SubcategoryPage => ({ rows: [], total: 0, failure: TEXT.loadSubcategoriesError }),
  );
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
