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

async function findSubcategory(id: number, signal: AbortSignal): Promise<Loaded<Subcategory>> {
  const outcome = await getAllSubcategories({}, signal);
  if (outcome.kind === 'ok') return { record: outcome.answer.data.find((row) => row.id === id) ?? null, failure: null };
  const failure = isPlainRefusal(outcome) ? TEXT.fetchSubcategoriesFailed : TEXT.loadSubcategoriesError;
  return { record: null, failure };
}

/** An id that is not a number is not found. */
export function readSubcategory({ request, params }: LoaderFunctionArgs): Promise<Loaded<Subcategory>> {
  const key = params.id?.trim() ?? '';
  if (!/^\d+$/.test(key)) return Promise.resolve({ record: null, failure: null });
  return findSubcategory(Number(key), request.signal).catch(() => ({
    record: null,
    failure: TEXT.loadSubcategoriesError,
  }));
}

export function loader(args: LoaderFunctionArgs) {
  const details = readSubcategory(args);
  // Wrapped, so that "could not be loaded" (null) differs from "still loading".
  const services = details.then(async ({ record }) => ({
    list: record
      ? await listServices({ subcategory_id: record.id, status: 'all' }, args.request.signal).then(
          (outcome) => (outcome.kind === 'ok' ? outcome.answer.data : null),
          () => null,
        )
      : null,
  }));
  return { details, services };
}
