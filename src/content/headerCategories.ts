/**
 * The header's service-category dropdown (SPEC §3). The default list loads as its own chunk (it can change
 * without touching the header); when that load fails (offline, a stale deploy) the fallback list shows.
 */
import { devLog } from '../lib/devLog';
export interface HeaderCategory {
  id: string;
  name: string;
}

export const FALLBACK_HEADER_CATEGORIES: HeaderCategory[] = [
  { id: 'plumbing', name: 'Plumbing' },
  { id: 'electrical', name: 'Electrical' },
  { id: 'cleaning', name: 'Cleaning' },
];

export async function loadHeaderCategories(): Promise<HeaderCategory[]> {
  try {
    return (await import('./headerCategoryList')).DEFAULT_HEADER_CATEGORIES;
  } catch (error) {
    devLog.error('Could not load the service categories; showing the short list', error);
    return FALLBACK_HEADER_CATEGORIES;
  }
}
