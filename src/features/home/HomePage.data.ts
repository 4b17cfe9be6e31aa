/** Small on purpose: it ships in the `/` shell's site-core chunk. */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { getSubcategories, listCategories } from '../../api/catalogue';
import { listOrEmpty, listOrFailure } from '../../lib/listOrEmpty';

export const loader = ({ request }: LoaderFunctionArgs) => ({
  categories: listOrFailure('home', 'categories', () => listCategories({}, request.signal)),
});

/** `subcategoriesLoader`'s route in routes.tsx. */
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
