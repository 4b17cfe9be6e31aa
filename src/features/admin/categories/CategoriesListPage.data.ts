import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom';
import { deleteCategory } from '../../../api/admin';
import { listCategories } from '../../../api/catalogue';
import type { CategoryListQuery } from '../../../api/types';
import { positiveInt, readSlice } from '../shared/listData';
import { TEXT } from '../shared/messages';
import { rowAction, rowId } from '../shared/rowActions';

export { shouldRevalidate } from '../shared/rowActions';

const PER_PAGE = 10;

/** The list's filters, all in the URL (reload, back and shared links keep the view). */
export function categoryFilters(params: URLSearchParams) {
  return {
    page: positiveInt(params.get('page'), 1),
    status: (params.get('status') ?? '') as NonNullable<CategoryListQuery['status']>,
    featured: (params.get('is_featured') ?? '') as NonNullable<CategoryListQuery['is_featured']>,
    search: params.get('search') ?? '',
  };
}

export function loader({ request }: LoaderFunctionArgs) {
  const { page, status, featured, search } = categoryFilters(new URL(request.url).searchParams);
  const read = listCategories({ page, limit: PER_PAGE, status, is_featured: featured, search }, request.signal);
  const texts = { failed: TEXT.fetchCategoriesFailed, error: TEXT.loadCategoriesError };
  const list = readSlice(read, texts, ({ data, pagination }) => ({
    rows: data,
    total: pagination?.total_records ?? data.length,
    current: pagination?.current_page ?? page,
    pages: pagination?.total_pages ?? 1,
    perPage: pagination?.per_page ?? PER_PAGE,
  }));
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
