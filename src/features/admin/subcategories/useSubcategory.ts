import { useLoadFailureNotice } from '../shared/useLoadFailureNotice';
import type { LoadedSubcategory } from './ViewSubcategoryPage.data';

/** The subcategory of a read's answer (null while it loads), with the alert of a failed read. */
export function useSubcategory(loaded: LoadedSubcategory | null) {
  const { notice, clearNotice } = useLoadFailureNotice(loaded, loaded?.failure);
  return { loading: loaded === null, subcategory: loaded?.subcategory ?? null, notice, clearNotice };
}
