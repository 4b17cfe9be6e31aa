/**
 * The home page's reads (SPEC §2.3): every active category for the tile row, started at navigation, and the
 * subcategories of a chosen tile, which the tile row asks of this loader through a fetcher
 * (`?read=subcategories&category_id=…`, src/lib/routeRead.ts). A failed list is logged; the category row says it
 * failed and offers to read again, the subcategory modal shows it empty. Small on purpose: it ships in the `/`
 * shell's site-core chunk.
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { getSubcategories, listCategories } from '../../api/catalogue';
import type { Category, Subcategory } from '../../api/types';
import { listOrEmpty, listOrFailure, type ListRead } from '../../lib/listOrEmpty';
import { askedRead, type RouteRead } from '../../lib/routeRead';

export interface HomeData {
  categories: Promise<ListRead<Category>>;
}

export function loader({ request }: LoaderFunctionArgs): HomeData | RouteRead<Subcategory[]> {
  const { signal } = request;
  if (askedRead(request) === 'subcategories') {
    const categoryId = Number(new URL(request.url).searchParams.get('category_id'));
    return { read: listOrEmpty('home', 'subcategories', () => getSubcategories({ category_id: categoryId }, signal)) };
  }
  return { categories: listOrFailure('home', 'categories', () => listCategories({}, signal)) };
}
