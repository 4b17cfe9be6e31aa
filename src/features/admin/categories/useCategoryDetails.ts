import type { LoadedCategory } from './ViewCategoryPage.data';
import { useLoadFailureNotice } from '../shared/useLoadFailureNotice';

/** The category of a read's answer (null while it loads), with the alert of a failed read. */
export function useCategoryDetails(loaded: LoadedCategory | null) {
  const { notice, clearNotice } = useLoadFailureNotice(loaded, loaded?.failure);
  return { loading: loaded === null, category: loaded?.category ?? null, notice, clearNotice };
}
