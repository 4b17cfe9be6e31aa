/**
 * One subcategory and its services. The server has no call that reads one subcategory: it is looked up in the
 * admin list (getsubcategories.php, every page) by its id; its services come from listservices.php (every status).
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { getAllSubcategories } from '../../../api/allPages';
import { listServices } from '../../../api/catalogue';
import { isPlainRefusal } from '../../../api/outcome';
import type { Subcategory } from '../../../api/types';
import { TEXT } from '../shared/messages';
import type { Loaded } from '../shared/RecordPage';

/** An id that is not a number is not found. */
export async function readSubcategory({ request, params }: LoaderFunctionArgs): Promise<Loaded<Subcategory>> {
  const key = params.id?.trim() ?? '';
  if (!/^\d+$/.test(key)) return { record: null, failure: null };
  const outcome = await getAllSubcategories({}, request.signal).catch(() => null);
  if (outcome?.kind === 'ok')
    return { record: outcome.answer.data.find((row) => row.id === Number(key)) ?? null, failure: null };
  const refused = outcome && isPlainRefusal(outcome);
  return { record: null, failure: refused ? TEXT.fetchSubcategoriesFailed : TEXT.loadSubcategoriesError };
}

export function loader(args: LoaderFunctionArgs) {
  const details = readSubcategory(args);
  // Wrapped, so that "could not be loaded" (null) differs from "still loading".
  const services = details.then(async ({ record }) => {
    const outcome =
      record &&
      (await listServices({ subcategory_id: record.id, status: 'all' }, args.request.signal).catch(() => null));
    return { list: outcome?.kind === 'ok' ? outcome.answer.data : null };
  });
  return { details, services };
}
