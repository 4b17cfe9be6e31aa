/**
 * The services page's reads (SPEC §2.6, §7), started by the router at navigation from the URL's filters, beside
 * the page's code. SPEC §8: a customer list that fails to load is logged and shows as empty. The promises are
 * handed to the page unawaited, so its frame shows at once with its own loading lines.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router-dom';
import { getSubcategories, listCategories, listServices } from '../../api/catalogue';
import type { Category, ServiceItem, Subcategory } from '../../api/types';
import { listOrEmpty } from '../../lib/listOrEmpty';

/**
 * The booking write of the Book Service modal, which its fetcher posts to this route. Its code (session, recent
 * booking, texts) loads with the first booking, not with the page: most visits only browse.
 */
export const action = async (args: ActionFunctionArgs) => (await import('./bookingAction')).bookingAction(args);

/** A booking changes no catalogue data: the page's reads do not rerun after it. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === 'POST' ? false : defaultShouldRevalidate;

/** An id from the query, or null when absent or not a number (a broken link shows everything rather than nothing). */
export const idParam = (params: URLSearchParams, name: string) => {
  const value = params.get(name)?.trim() ?? '';
  return /^\d+$/.test(value) ? value : null;
};

/** category_id, subcategory_id and search (SPEC §2.6); the home page's `?category_id=1&&subcategory_id=2` parses as two. */
export function servicesFilters(params: URLSearchParams) {
  return {
    categoryId: idParam(params, 'category_id'),
    subcategoryId: idParam(params, 'subcategory_id'),
    search: params.get('search')?.trim() || null,
  };
}

export interface ServicesData {
  /** Every active category, unpaged: the customer call of listcategories.php sends no query. */
  categories: Promise<Category[]>;
  /** The packages (listservices.php) for the filters: only the ones given are sent. */
  packages: Promise<ServiceItem[]>;
  /** The category whose subcategory tiles show: the chosen one, or the one a lone subcategory's packages name. */
  shownCategoryId: Promise<string | null>;
  /** Its subcategories (getsubcategories.php?category_id=…); null with no category. */
  subcategories: Promise<Subcategory[] | null>;
}

export function loader({ request }: LoaderFunctionArgs): ServicesData {
  const { signal } = request;
  const { categoryId, subcategoryId, search } = servicesFilters(new URL(request.url).searchParams);
  const categories = listOrEmpty('services', 'categories', () => listCategories({}, signal));
  const packages = listOrEmpty('services', 'packages', () =>
    listServices(
      { category_id: categoryId ?? undefined, subcategory_id: subcategoryId ?? undefined, search: search ?? undefined },
      signal,
    ),
  );
  // A link may name only a subcategory: its packages tell the category, whose tiles the sidebar then shows.
  const shownCategoryId: Promise<string | null> = categoryId
    ? Promise.resolve(categoryId)
    : subcategoryId
      ? packages.then((list) => (list.length ? String(list[0].category_id) : null))
      : Promise.resolve(null);
  const subcategories = shownCategoryId.then((id) =>
    id ? listOrEmpty('services', 'subcategories', () => getSubcategories({ category_id: id }, signal)) : null,
  );
  return { categories, packages, shownCategoryId, subcategories };
}
