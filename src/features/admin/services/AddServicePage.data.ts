/**
 * /admin/services/add: the category options at navigation, and (for the page's fetcher, `?subcategories_of=`)
 * the subcategory options of the category chosen in the form. SPEC §8: failures loading either list give no
 * message; the list stays empty.
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { listCategoryOptions, listSubcategoryOptions } from '../../../api/catalogue';
import type { IdName } from '../../../api/types';
import { requireAdmin } from '../../../app/guards';

export const SUBCATEGORIES_OF = 'subcategories_of';

/** The subcategory options of one category, tagged with it so the page shows them only for that category. */
export interface SubcategoryOptions {
  categoryId: string;
  options: IdName[];
}

const subcategoryOptions = (categoryId: string, signal: AbortSignal): Promise<SubcategoryOptions> =>
  listSubcategoryOptions(categoryId, signal).then(
    (response) => ({ categoryId, options: response.status === 'success' ? (response.subcategories ?? []) : [] }),
    () => ({ categoryId, options: [] }),
  );

export function loader({ request }: LoaderFunctionArgs) {
  requireAdmin(request);
  const of = new URL(request.url).searchParams.get(SUBCATEGORIES_OF);
  if (of) return subcategoryOptions(of, request.signal);
  const categories: Promise<IdName[]> = listCategoryOptions(request.signal).then(
    (response) => (response.status === 'success' ? (response.categories ?? []) : []),
    () => [],
  );
  return { categories };
}
