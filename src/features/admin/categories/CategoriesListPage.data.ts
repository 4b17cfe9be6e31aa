/** /admin/categories: the page of the list the URL asks for, and the delete row action (SPEC §7, §8). */
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom';
import { deleteCategory } from '../../../api/admin';
import { listCategories } from '../../../api/catalogue';
import { isPlainRefusal } from '../../../api/outcome';
import type { Category, CategoryListQuery, Pagination } from '../../../api/types';
import { TEXT } from '../shared/messages';
import { rowAction, rowId } from '../shared/rowActions';
import { positiveInt } from '../shared/listNumbers';

export { shouldRevalidate } from '../shared/rowActions';

/** SPEC §9: categories page by 10 by default. */
export const CATEGORIES_PER_PAGE = 10;

/** The list's filters, all in the URL (reload, back and shared links keep the view). */
export function categoryFilters(params: URLSearchParams) {
  return {
    page: positiveInt(params.get('page'), 1),
    status: (params.get('status') ?? '') as NonNullable<CategoryListQuery['status']>,
    featured: (params.get('is_featured') ?? '') as NonNullable<CategoryListQuery['is_featured']>,
    search: params.get('search') ?? '',
  };
}

export interface CategoryPage {
  rows: Category[];
  pageInfo: Pagination | null;
  /** The §8 text of a failed load. */
  failure?: string;
}

export function loader({ request }: LoaderFunctionArgs): { list: Promise<CategoryPage> } {
  const { page, status, featured, search } = categoryFilters(new URL(request.url).searchParams);
  const list = listCategories(
    { page, limit: CATEGORIES_PER_PAGE, status, is_featured: featured, search },
    request.signal,
  ).then(
    (outcome): CategoryPage => {
      if (outcome.kind === 'ok') return { rows: outcome.answer.data, pageInfo: outcome.answer.pagination ?? null };
      const failure = isPlainRefusal(outcome) ? TEXT.fetchCategoriesFailed : TEXT.loadCategoriesError;
      return { rows: [], pageInfo: null, failure };
    },
    (): CategoryPage => ({ rows: [], pageInfo: null, failure: TEXT.loadCategoriesError }),
  );
  return { list };
}

export async function action({ request }: ActionFunctionArgs) {
  const id = rowId(await request.formData());
  return rowAction(() => deleteCategory(id), {
    done: TEXT.categoryDeleted,
    failed: TEXT.deleteCategoryFailed,
    error: TEXT.deleteCategoryError,
  });
}
