import { useDeferred } from '../../../app/deferred';
import type { SubcategoryOptions } from './subcategoryOptions';

/**
 * Subcategory options of the chosen category: the loader's read for a category the link chose, then a new read
 * on each change of the choice. Each answer names its category, so only the current choice's options show.
 */
export function useSubcategoryOptions(categoryId: string, read: Promise<SubcategoryOptions> | null) {
  const loaded = useDeferred(read);
  if (!categoryId) return { options: [], loading: false };
  return loaded?.categoryId === categoryId
    ? { options: loaded.options, loading: false }
    : { options: [], loading: true };
}
