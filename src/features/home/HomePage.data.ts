/**
 * The home page's reads (SPEC §2.3): every active category for the tile row, started at navigation, and the
 * subcategories of a chosen tile, which the tile row asks for through a fetcher (`subcategoriesLoader`, its own
 * route). A failed list is logged; the category row says it failed and offers to read again, the subcategory
 * modal shows it empty. Small on purpose: it ships in the `/` shell's site-core chunk.
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { getSubcategories, listCategories } from '../../api/catalogue';
import { listOrEmpty, listOrFailure } from '../../lib/listOrEmpty';

export const loader = ({ request }: LoaderFunctionArgs) => ({
  categories: listOrFailure('home', 'categories', () => listCategories({}, request.signal)),
});

/** What the tile row's fetcher loads for a category's subcategories: `subcategoriesLoader`'s route in routes.tsx. */
export const subcategoriesPath = (categoryId: number) => `/home/subcategories/${categoryId}`;

export const subcategoriesLoader = async ({ params, request }: LoaderFunctionArgs) => {
  const categoryId = Number(params.categoryId);
  return {
    categoryId,
    subcategories: await listOrEmpty('home', 'subcategories', () =>
      getSubcategories({ category_id: categoryId }, request.signal),
    ),
  };
};
