/**
 * The home page's catalogue reads. SPEC §8: a customer list that fails to load is logged and shows as empty.
 */
import { getSubcategories, listCategories } from '../../api/catalogue';
import type { Category, Subcategory } from '../../api/types';

async function listOrEmpty<T>(what: string, load: () => Promise<{ status: string; data?: T[]; message?: string }>): Promise<T[]> {
  try {
    const answer = await load();
    if (answer.status === 'success') return answer.data ?? [];
    console.error(`[home] could not load ${what}:`, answer.message ?? answer.status);
  } catch (error) {
    console.error(`[home] could not load ${what}`, error);
  }
  return [];
}

export const loadCategories = (): Promise<Category[]> => listOrEmpty('categories', () => listCategories());

export const loadSubcategories = (categoryId: number): Promise<Subcategory[]> =>
  listOrEmpty('subcategories', () => getSubcategories({ category_id: categoryId }));
