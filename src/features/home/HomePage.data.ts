/**
 * The home page's reads (SPEC §2.3): every active category for the tile row, started at navigation, and the
 * subcategories of a chosen tile, which the tile row asks of this loader through a fetcher
 * (`?read=subcategories&category_id=…`, src/lib/routeRead.ts). SPEC §8: a failed list is logged and shows as
 * empty. Small on purpose: it ships in the `/` shell's site-core chunk.
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { getSubcategories, listCategories } from '../../api/catalogue';
import type { Category, Subcategory } from '../../api/types';
import { listOrEmpty } from '../../lib/listOrEmpty';
import { askedRead, type RouteRead } from '../../lib/routeRead';

export interface HomeData {
  categories: Promise<Category[]>;
}

export function loader({ request }: LoaderFunctionArgs): HomeData | RouteRead<Subcategory[]> {
  const { signal } = request;
  if (askedRead(request) === 'subcategories') {
    const categoryId = Number(new URL(request.url).searchParams.get('category_id'));
    return { read: listOrEmpty('home', 'subcategories', () => getSubcategories({ category_id: categoryId }, signal)) };
  }
  return { categories: listOrEmpty('home', 'categories', () => listCategories({}, signal)) };
}
