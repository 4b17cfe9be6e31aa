import { useLoaderData } from 'react-router-dom';
import { useDeferred } from '../../../app/deferred';
import { useLoadFailureNotice } from '../shared/useLoadFailureNotice';
import type { loader } from './ViewCategoryPage.data';

/** The category the route's loader is reading (ViewCategoryPage.data.ts), with the alert of a failed read. */
export function useCategoryDetails() {
  const loaded = useDeferred(useLoaderData<typeof loader>().details);
  const { notice, clearNotice } = useLoadFailureNotice(loaded, loaded?.failure);
  return { loading: loaded === null, category: loaded?.category ?? null, notice, clearNotice };
}
