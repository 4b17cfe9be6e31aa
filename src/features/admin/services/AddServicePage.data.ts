/**
 * /admin/services/add: the category options, and the subcategory options of the category a link chose
 * (`?category=`), at navigation; the form reads another category's options when its choice changes.
 * SPEC §8: failures loading either list give no message; the list stays empty.
 * The add action posts the form to /api/admin/services/add.php (SPEC §7) and answers with the §8 notice.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom';
import { addService } from '../../../api/admin';
import { listCategoryOptions } from '../../../api/catalogue';
import type { IdName } from '../../../api/types';
import { requireAdmin } from '../../../lib/routeGuards';
import { fromSubmission } from '../../../lib/submission';
import { addResult } from '../shared/addAction';
import { addServiceFailureText, TEXT } from '../shared/messages';
import type { ServiceValues } from './serviceValues';
import { subcategoryOptions } from './subcategoryOptions';
import { toServiceForm } from './toServiceForm';

export { keepReads as shouldRevalidate } from '../shared/addAction';

export function loader({ request }: LoaderFunctionArgs) {
  requireAdmin(request);
  const chosen = new URL(request.url).searchParams.get('category');
  const categories: Promise<IdName[]> = listCategoryOptions(request.signal).then(
    (outcome) => (outcome.kind === 'ok' ? outcome.answer.categories : []),
    () => [],
  );
  return { categories, subcategories: chosen ? subcategoryOptions(chosen, request.signal) : null };
}

export async function action({ request }: ActionFunctionArgs) {
  requireAdmin(request);
  const values = fromSubmission<ServiceValues>(await request.formData(), ['gallery']);
  return addResult(() => addService(toServiceForm(values)), {
    added: TEXT.addServiceSuccess,
    failed: TEXT.addServiceFailed,
    caught: addServiceFailureText,
    serverSuccess: false,
  });
}
