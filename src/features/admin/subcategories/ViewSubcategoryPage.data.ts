/**
 * One subcategory and its services. The server has no call that reads one subcategory: it is looked up in the
 * admin list (getsubcategories.php, 100 a page) by its id; its services come from listservices.php (every status).
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { getSubcategories, listServices } from '../../../api/catalogue';
import { isPlainRefusal } from '../../../api/outcome';
import type { Subcategory } from '../../../api/types';
import { TEXT } from '../shared/messages';
import type { Loaded } from '../shared/RecordPage';

const PAGE = 100;

async function findSubcategory(id: number, signal: AbortSignal): Promise<Loaded<Subcategory>> {
  for (let page = 1; ; page++) {
    const outcome = await getSubcategories({ page, limit: PAGE }, signal);
    if (outcome.kind !== 'ok') {
      const failure = isPlainRefusal(outcome) ? TEXT.fetchSubcategoriesFailed : TEXT.loadSubcategoriesError;
      return { record: null, failure };
    }
    const rows = outcome.answer.data;
    const found = rows.find((row) => row.id === id);
    if (found) return { record: found, failure: null };
    if (rows.length < PAGE || page * PAGE >= (outcome.answer.total ?? 0)) return { record: null, failure: null };
  }
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
