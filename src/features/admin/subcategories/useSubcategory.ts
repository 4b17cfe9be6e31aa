import { useLoaderData } from 'react-router-dom';
import { useDeferred } from '../../../app/deferred';
import { useLoadFailureNotice } from '../shared/useLoadFailureNotice';
import type { LoadedSubcategory } from './ViewSubcategoryPage.data';

/** The subcategory the route's loader is looking up (ViewSubcategoryPage.data.ts), with the alert of a failed read. */
export function useSubcategory() {
  const { details } = useLoaderData() as { details: Promise<LoadedSubcategory> };
  const loaded = useDeferred(details);
  const { notice, clearNotice } = useLoadFailureNotice(loaded, loaded?.failure);
  return { loading: loaded === null, subcategory: loaded?.subcategory ?? null, notice, clearNotice };
}
