/** A list that fails to load comes to the page as a failure, not as an empty list, so the page can say so. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom';
import { getSubcategories, listCategories, listServices } from '../../api/catalogue';
import type { Category } from '../../api/types';
import { devLog } from '../../api/devLog';
import { listOf, listOrFailure } from '../../lib/listOrEmpty';

/** The Book Service modal's write: its code loads with the first booking, as most visits only browse. */
export const action = async (args: ActionFunctionArgs) => (await import('./bookingAction.data')).bookingAction(args);

export { keepReadsAfterWrites as shouldRevalidate } from '../../lib/keepReads';

/** Null when absent or not a number: a broken link shows everything rather than nothing. */
export const idParam = (params: URLSearchParams, name: string) => {
  const value = params.get(name)?.trim() ?? '';
  return /^\d+$/.test(value) ? value : null;
};

/**
 * `category` is the details page's breadcrumb: a number works as category_id, anything else is a key of the static
 * catalogue (`cleaning`, `salon-spa`) whose id only the API's category list can tell.
 */
export function servicesFilters(params: URLSearchParams) {
  const categoryId = idParam(params, 'category_id') ?? idParam(params, 'category');
  const key = params.get('category')?.trim() ?? '';
  return {
    categoryId,
    categoryKey: categoryId === null && key ? key : null,
    subcategoryId: idParam(params, 'subcategory_id'),
    search: params.get('search')?.trim() || null,
  };
}

/**
 * The API category a catalogue key names, by its key, else its name (`appliance` is 'AC & Appliance Repair', the
 * API's 'Appliance Repair'). No match searches for the name rather than showing everything.
 */
async function catalogueKeyQuery(key: string, categories: Category[], search: string | null) {
  const [{ findCategory, slugWords }, { categoryName }, { slugify }] = await Promise.all([
    import('../../lib/serviceSlug'),
    import('../../content/catalogue/categories'),
    import('../../lib/slugify'),
  ]);
  const name = categoryName(key);
  const match = findCategory(key, categories) ?? findCategory(slugify(name), categories);
  if (match) return { categoryId: String(match.category.id), search };
  return { categoryId: null, search: search ?? (name === key ? slugWords(key) : name) };
}

async function readCatalogue(params: URLSearchParams, signal: AbortSignal) {
  const { categoryId, categoryKey, subcategoryId, search } = servicesFilters(params);
  const categories = listOrFailure('services', 'categories', () => listCategories({}, signal));
  // A catalogue key waits for the category list that tells its id; the other filters go out at once.
  const query = categoryKey
    ? await categories
        .then((read) => catalogueKeyQuery(categoryKey, listOf(read) ?? [], search))
        .catch((error: unknown) => {
          devLog.error('[services] could not match the category', categoryKey, error);
          return { categoryId: null, search };
        })
    : { categoryId, search };
  const packages = listOrFailure('services', 'packages', () =>
    listServices(
      {
        category_id: query.categoryId ?? undefined,
        subcategory_id: subcategoryId ?? undefined,
        search: query.search ?? undefined,
      },
      signal,
    ),
  );
  // A link may name only a subcategory: its packages tell the category, whose tiles the sidebar then shows.
  const first = !query.categoryId && subcategoryId ? listOf(await packages)?.[0] : undefined;
  const shownCategoryId = query.categoryId ?? (first ? String(first.category_id) : null);
  const subcategories = shownCategoryId
    ? listOrFailure('services', 'subcategories', () => getSubcategories({ category_id: shownCategoryId }, signal))
    : null;
  return {
    categories: await categories,
    packages: await packages,
    /** The category whose subcategory tiles show: the chosen one, or the one a lone subcategory's packages name. */
    shownCategoryId,
    subcategories: await subcategories,
    /** The search the packages answer: the URL's, or the name of a catalogue key no category matched. */
    searchedFor: query.search,
  };
}
export type ServicesCatalogue = Awaited<ReturnType<typeof readCatalogue>>;

/** Not awaited: the page's frame shows at once (and is what /services prerenders). */
export const loader = ({ request }: LoaderFunctionArgs) => ({
  catalogue: readCatalogue(new URL(request.url).searchParams, request.signal),
});
