/**
 * One category from viewcategory.php (SPEC §7), for the view and edit pages, with the texts of §8:
 * 'Category ID is required', the server's message else 'Failed to fetch category', a network error.
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { viewCategory } from '../../../api/admin';
import type { CategoryDetails } from '../../../api/types';
import { requireAdmin } from '../../../lib/routeGuards';
import { TEXT, viewFailureText } from '../shared/messages';

export interface LoadedCategory {
  category: CategoryDetails | null;
  failure: string | null;
}

async function readCategory(id: string, signal: AbortSignal): Promise<LoadedCategory> {
  if (!id) return { category: null, failure: TEXT.categoryIdRequired };
  try {
    const response = await viewCategory(id, signal);
    if (response.status === 'success' && response.data) return { category: response.data, failure: null };
    const failure =
      response.status === 'success' ? TEXT.categoryNotFound : response.message || TEXT.fetchCategoryFailed;
    return { category: null, failure };
  } catch (error) {
    return { category: null, failure: viewFailureText(error, TEXT.fetchCategoryFailed) };
  }
}

export function loader({ request, params }: LoaderFunctionArgs) {
  requireAdmin(request);
  return { details: readCategory(params.id?.trim() ?? '', request.signal) };
}
