import { useEffect, useState } from 'react';
import { viewCategory } from '../../../api/admin';
import type { CategoryDetails } from '../../../api/types';
import { TEXT, viewFailureText } from '../shared/messages';
import { useLoadFailureNotice } from '../shared/useLoadFailureNotice';

interface Loaded {
  id: string;
  category: CategoryDetails | null;
  failure: string | null;
}

const MISSING_ID: Loaded = { id: '', category: null, failure: TEXT.categoryIdRequired };

/**
 * One category from viewcategory.php (SPEC §7), for the view and edit pages, with the texts of §8:
 * 'Category ID is required', the server's message else 'Failed to fetch category', a network error.
 */
export function useCategoryDetails(id: string | undefined) {
  const key = id?.trim() ?? '';
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!key) return;
    let ignore = false;
    const done = (category: CategoryDetails | null, failure: string | null = null) => {
      if (!ignore) setLoaded({ id: key, category, failure });
    };
    viewCategory(key).then(
      (response) =>
        response.status === 'success' && response.data
          ? done(response.data)
          : done(
              null,
              response.status === 'success' ? TEXT.categoryNotFound : response.message || TEXT.fetchCategoryFailed,
            ),
      (error) => done(null, viewFailureText(error, TEXT.fetchCategoryFailed)),
    );
    return () => {
      ignore = true;
    };
  }, [key]);

  const current = !key ? MISSING_ID : loaded?.id === key ? loaded : null;
  const { notice, clearNotice } = useLoadFailureNotice(current, current?.failure);

  return { loading: current === null, category: current?.category ?? null, notice, clearNotice };
}
