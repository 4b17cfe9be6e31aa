/**
 * /admin/services/add: the category options, and the subcategory options of the category a link chose
 * (`?category=`), at navigation; the form reads another category's options when its choice changes, from this
 * loader through a fetcher (`?read=subcategories&category=…`, src/lib/routeRead.ts).
 * SPEC §8: failures loading either list give no message; the list stays empty.
 * The add action posts the form to /api/admin/services/add.php (SPEC §7) and answers with the §8 notice.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom';
import { addService } from '../../../api/admin';
import { listCategoryOptions, listSubcategoryOptions } from '../../../api/catalogue';
import type { IdName } from '../../../api/types';
import { askedRead, type RouteRead } from '../../../lib/routeRead';
import { fromSubmission } from '../../../lib/submission';
import { addResult } from '../shared/addAction';
import { addServiceFailureText, TEXT } from '../shared/messages';
import type { ServiceValues } from './serviceValues';
import { toServiceForm } from './toServiceForm';

export { keepReads as shouldRevalidate } from '../shared/addAction';

/** The subcategory options of one category, tagged with it so the form shows them only for that category. */
export interface SubcategoryOptions {
  categoryId: string;
  options: IdName[];
}

/** SPEC §8: a failed read gives no message; the list stays empty. */
const subcategoryOptions = (categoryId: string, signal?: AbortSignal): Promise<SubcategoryOptions> =>
  listSubcategoryOptions(categoryId, signal).then(
    (outcome) => ({ categoryId, options: outcome.kind === 'ok' ? outcome.answer.subcategories : [] }),
    () => ({ categoryId, options: [] }),
  );

interface AddServiceData {
  categories: Promise<IdName[]>;
  subcategories: Promise<SubcategoryOptions> | null;
}

export function loader({ request }: LoaderFunctionArgs): AddServiceData | RouteRead<SubcategoryOptions> {
  const chosen = new URL(request.url).searchParams.get('category');
  if (askedRead(request) === 'subcategories') return { read: subcategoryOptions(chosen ?? '', request.signal) };
  const categories: Promise<IdName[]> = listCategoryOptions(request.signal).then(
    (outcome) => (outcome.kind === 'ok' ? outcome.answer.categories : []),
    () => [],
  );
  return { categories, subcategories: chosen ? subcategoryOptions(chosen, request.signal) : null };
}

export async function action({ request }: ActionFunctionArgs) {
  const values = fromSubmission<ServiceValues>(await request.formData(), ['gallery']);
  return addResult(() => addService(toServiceForm(values)), {
    added: TEXT.addServiceSuccess,
    failed: TEXT.addServiceFailed,
    caught: addServiceFailureText,
    serverSuccess: false,
  });
}
