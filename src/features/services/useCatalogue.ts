/**
 * The catalogue reads of the services page (SPEC §7): categories, the chosen category's subcategories and the
 * packages for the filters in the URL. SPEC §8: a customer list that fails to load is logged and shows as empty;
 * every call has a timeout (api/http.ts), so no list spins for ever.
 */
import { useEffect, useState } from 'react';
import { getSubcategories, listCategories, listServices } from '../../api/catalogue';
import type { Category, ServiceItem, Subcategory } from '../../api/types';
import { listOrEmpty } from '../../lib/listOrEmpty';

/** Loads a list whenever `key` changes; null while loading (or when `load` is null: nothing to load). */
function useList<T>(key: string, load: (() => Promise<T[]>) | null): T[] | null {
  const [state, setState] = useState<{ key: string; list: T[] } | null>(null);
  useEffect(() => {
    if (!load) return;
    let live = true;
    void load().then((list) => live && setState({ key, list }));
    return () => {
      live = false;
    };
    // `load` is a fresh closure per render; the key says what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  // An answer for other filters is stale: the list for the current ones is still loading.
  return state && state.key === key ? state.list : null;
}

/** Every active category, unpaged: the customer call of listcategories.php sends no query. */
export const useCategories = () =>
  useList<Category>('categories', () => listOrEmpty('services', 'categories', () => listCategories()));

/** The subcategories of a category (getsubcategories.php?category_id=…); null while loading or with no category. */
export const useSubcategories = (categoryId: string | null) =>
  useList<Subcategory>(
    `subcategories:${categoryId}`,
    categoryId
      ? () => listOrEmpty('services', 'subcategories', () => getSubcategories({ category_id: categoryId }))
      : null,
  );

export interface PackageFilters {
  category_id: string | null;
  subcategory_id: string | null;
  search: string | null;
}

/** The packages (listservices.php) for the filters: only the ones given are sent. */
export const usePackages = (filters: PackageFilters) =>
  useList<ServiceItem>(JSON.stringify(filters), () =>
    listOrEmpty('services', 'packages', () =>
      listServices({
        category_id: filters.category_id ?? undefined,
        subcategory_id: filters.subcategory_id ?? undefined,
        search: filters.search ?? undefined,
      }),
    ),
  );
