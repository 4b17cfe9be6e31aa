/**
 * The home page's catalogue reads; a failed one is logged and shows as empty (lib/listOrEmpty).
 */
import { getSubcategories, listCategories } from '../../api/catalogue';
import type { Category, Subcategory } from '../../api/types';
import { listOrEmpty } from '../../lib/listOrEmpty';

export const loadCategories = (signal?: AbortSignal): Promise<Category[]> =>
  listOrEmpty('home', 'categories', () => listCategories({}, signal));

export const loadSubcategories = (categoryId: number): Promise<Subcategory[]> =>
  listOrEmpty('home', 'subcategories', () => getSubcategories({ category_id: categoryId }));
