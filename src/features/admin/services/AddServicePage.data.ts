/**
 * /admin/services/add: the category options, and the subcategory options of the category a link chose
 * (`?category=`), at navigation; the page reads another category's options when the form's choice changes.
 * SPEC §8: failures loading either list give no message; the list stays empty.
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { listCategoryOptions, listSubcategoryOptions } from '../../../api/catalogue';
import type { IdName } from '../../../api/types';
import { requireAdmin } from '../../../app/guards';

/** The subcategory options of one category, tagged with it so the page shows them only for that category. */
export interface SubcategoryOptions {
  categoryId: string;
  options: IdName[];
}

export const subcategoryOptions = (categoryId: string, signal?: AbortSignal): Promise<SubcategoryOptions> =>
  listSubcategoryOptions(categoryId, signal).then(
    (response) => ({ categoryId, options: response.status === 'success' ? (response.subcategories ?? []) : [] }),
    () => ({ categoryId, options: [] }),
  );

export function loader({ request }: LoaderFunctionArgs) {
  requireAdmin(request);
  const chosen = new URL(request.url).searchParams.get('category');
  const categories: Promise<IdName[]> = listCategoryOptions(request.signal).then(
    (response) => (response.status === 'success' ? (response.categories ?? []) : []),
    () => [],
  );
  return { categories, subcategories: chosen ? subcategoryOptions(chosen, request.signal) : null };
}
