/**
 * One subcategory and its services. §7 has no call that reads one subcategory: it is looked up in the admin list
 * (getsubcategories.php, 100 a page) by its id; its services come from listservices.php (every status).
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { getSubcategories, listServices } from '../../../api/catalogue';
import { isPlainRefusal } from '../../../api/outcome';
import type { ServiceItem, Subcategory } from '../../../api/types';
import { TEXT } from '../shared/messages';

export interface LoadedSubcategory {
  subcategory: Subcategory | null;
  failure: string | null;
}

const PAGE = 100;

async function findSubcategory(id: number, signal: AbortSignal): Promise<LoadedSubcategory> {
  for (let page = 1; ; page++) {
    const outcome = await getSubcategories({ page, limit: PAGE }, signal);
    if (outcome.kind !== 'ok') {
      const failure = isPlainRefusal(outcome) ? TEXT.fetchSubcategoriesFailed : TEXT.loadSubcategoriesError;
      return { subcategory: null, failure };
    }
    const rows = outcome.answer.data;
    const found = rows.find((row) => row.id === id);
    if (found) return { subcategory: found, failure: null };
    const total = outcome.answer.total ?? 0;
    if (rows.length < PAGE || page * PAGE >= total) return { subcategory: null, failure: null };
  }
}

/** The subcategory of the URL's id (not found for an id that is not a number). */
export function readSubcategory({ request, params }: LoaderFunctionArgs): Promise<LoadedSubcategory> {
  const key = params.id?.trim() ?? '';
  if (!/^\d+$/.test(key)) return Promise.resolve({ subcategory: null, failure: null });
  return findSubcategory(Number(key), request.signal).catch(() => ({
    subcategory: null,
    failure: TEXT.loadSubcategoriesError,
  }));
}

/** Its services, every status (admin extension of listservices.php); null when they could not be loaded. */
const servicesOf = (subcategory: Subcategory, signal: AbortSignal): Promise<ServiceItem[] | null> =>
  listServices({ subcategory_id: subcategory.id, status: 'all' }, signal).then(
    (outcome) => (outcome.kind === 'ok' ? outcome.answer.data : null),
    () => null,
  );

export function loader(args: LoaderFunctionArgs) {
  const details = readSubcategory(args);
  // Wrapped, so that "could not be loaded" (null) differs from "still loading" (the page's null).
  const services = details.then(async ({ subcategory }) => ({
    list: subcategory ? await servicesOf(subcategory, args.request.signal) : null,
  }));
  return { details, services };
}
