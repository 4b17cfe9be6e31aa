/**
 * One category from viewcategory.php (SPEC §7), for the view and edit pages, with the texts of §8:
 * 'Category ID is required', the server's message else 'Failed to fetch category', a network error.
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { viewCategory } from '../../../api/admin';
import { isPlainRefusal } from '../../../api/outcome';
import type { CategoryDetails } from '../../../api/types';
import { TEXT, viewFailureText } from '../shared/messages';

export interface LoadedCategory {
  category: CategoryDetails | null;
  failure: string | null;
}

async function readCategory(id: string, signal: AbortSignal): Promise<LoadedCategory> {
  if (!id) return { category: null, failure: TEXT.categoryIdRequired };
  const outcome = await viewCategory(id, signal);
  if (outcome.kind === 'ok') {
    const category = outcome.answer.data ?? null;
    return { category, failure: category ? null : TEXT.categoryNotFound };
  }
  if (isPlainRefusal(outcome)) return { category: null, failure: outcome.message || TEXT.fetchCategoryFailed };
  return { category: null, failure: viewFailureText(outcome, TEXT.fetchCategoryFailed) };
}

export function loader({ request, params }: LoaderFunctionArgs) {
  return { details: readCategory(params.id?.trim() ?? '', request.signal) };
}
