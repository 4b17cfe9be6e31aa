import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom';
import { addService } from '../../../api/admin';
import { listCategoryOptions, listSubcategoryOptions } from '../../../api/catalogue';
import type { IdName } from '../../../api/types';
import { addResult } from '../shared/addAction';
import { addServiceFailureText, TEXT } from '../shared/messages';

export { keepReadsAfterWrites as shouldRevalidate } from '../../../lib/keepReads';

/** A form's parent choices. A failed read (of either list) leaves its select empty, with no message. */
export async function categoryOptions(signal: AbortSignal): Promise<IdName[]> {
  const outcome = await listCategoryOptions(signal).catch(() => null);
  return outcome?.kind === 'ok' ? outcome.answer.categories : [];
}

/** The subcategory options of one category, tagged with it so the form shows them only for that category. */
async function subcategoryOptions(categoryId: string, signal?: AbortSignal) {
  const outcome = await listSubcategoryOptions(categoryId, signal).catch(() => null);
  return { categoryId, options: outcome?.kind === 'ok' ? outcome.answer.subcategories : [] };
}
export type SubcategoryOptions = Awaited<ReturnType<typeof subcategoryOptions>>;

/** The loader of /admin/services/add/subcategories/:categoryId, a route without a page: the form's fetcher reads it. */
export const subcategoriesLoader = ({ params, request }: LoaderFunctionArgs) =>
  subcategoryOptions(params.categoryId ?? '', request.signal);

/** With a category a link chose (`?category=`) both lists are awaited, so the selects show that choice at once. */
export function loader({ request }: LoaderFunctionArgs) {
  const chosen = new URL(request.url).searchParams.get('category');
  const categories = categoryOptions(request.signal);
  if (!chosen) return { categories, subcategories: null };
  return Promise.all([categories, subcategoryOptions(chosen, request.signal)]).then(([list, subcategories]) => ({
    categories: list,
    subcategories,
  }));
}

export const action = ({ request }: ActionFunctionArgs) =>
  addResult(request, addService, {
    added: TEXT.addServiceSuccess,
    failed: TEXT.addServiceFailed,
    caught: addServiceFailureText,
    serverSuccess: false,
  });
