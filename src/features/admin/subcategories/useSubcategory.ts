import { useEffect, useState } from 'react';
import { getSubcategories } from '../../../api/catalogue';
import type { Subcategory } from '../../../api/types';
import { TEXT } from '../shared/messages';
import { useLoadFailureNotice } from '../shared/useLoadFailureNotice';

interface Loaded {
  id: string;
  subcategory: Subcategory | null;
  failure: string | null;
}

const PAGE = 100;

/**
 * §7 has no call that reads one subcategory: the view and edit pages look it up in the admin list
 * (getsubcategories.php, 100 a page) by its id.
 */
async function findSubcategory(id: number): Promise<{ subcategory: Subcategory | null; failure: string | null }> {
  for (let page = 1; ; page++) {
    const response = await getSubcategories({ page, limit: PAGE });
    if (response.status !== 'success') return { subcategory: null, failure: TEXT.fetchSubcategoriesFailed };
    const rows = response.data ?? [];
    const found = rows.find((row) => row.id === id);
    if (found) return { subcategory: found, failure: null };
    const total = response.total ?? 0;
    if (rows.length < PAGE || page * PAGE >= total) return { subcategory: null, failure: null };
  }
}

export function useSubcategory(id: string | undefined) {
  const key = id?.trim() ?? '';
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let ignore = false;
    const numeric = /^\d+$/.test(key) ? Number(key) : null;
    const search = numeric === null ? Promise.resolve({ subcategory: null, failure: null }) : findSubcategory(numeric);
    search.then(
      (result) => !ignore && setLoaded({ id: key, ...result }),
      () => !ignore && setLoaded({ id: key, subcategory: null, failure: TEXT.loadSubcategoriesError }),
    );
    return () => {
      ignore = true;
    };
  }, [key]);

  const current = loaded?.id === key ? loaded : null;
  const { notice, clearNotice } = useLoadFailureNotice(current, current?.failure);
  return { loading: current === null, subcategory: current?.subcategory ?? null, notice, clearNotice };
}
