/**
 * The parent-category list of the two add-subcategory versions (SPEC §2.12, §7): the first from
 * /admin/getcategories.php, the second from the alternate API. `list` null when it failed
 * ('Failed to load categories').
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { getCategoryNames, listCategoryOptions } from '../../../api/catalogue';
import type { IdName } from '../../../api/types';
import { requireAdmin } from '../../../app/guards';

export type AddSubcategoryVersion = 'basic' | 'alternate';

export interface Parents {
  list: IdName[] | null;
}

async function readParents(version: AddSubcategoryVersion, signal: AbortSignal): Promise<Parents> {
  try {
    if (version === 'basic') {
      const response = await getCategoryNames(signal);
      return { list: response.status === 'success' ? (response.data ?? []) : null };
    }
    const response = await listCategoryOptions(signal);
    return { list: response.status === 'success' ? (response.categories ?? []) : null };
  } catch {
    return { list: null };
  }
}

export const parentsLoader =
  (version: AddSubcategoryVersion) =>
  ({ request }: LoaderFunctionArgs) => {
    requireAdmin(request);
    return { parents: readParents(version, request.signal) };
  };
