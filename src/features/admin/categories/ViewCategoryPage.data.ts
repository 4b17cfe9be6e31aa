import type { LoaderFunctionArgs } from 'react-router-dom';
import { viewCategory } from '../../../api/admin';
import { isPlainRefusal } from '../../../api/outcome';
import type { CategoryDetails } from '../../../api/types';
import type { Loaded } from '../shared/RecordPage';
import { TEXT, viewFailureText } from '../shared/messages';

async function readCategory(id: string, signal: AbortSignal): Promise<Loaded<CategoryDetails>> {
  if (!id) return { record: null, failure: TEXT.categoryIdRequired };
  const outcome = await viewCategory(id, signal);
  if (outcome.kind === 'ok') {
    const record = outcome.answer.data ?? null;
    return { record, failure: record ? null : TEXT.categoryNotFound };
  }
  if (isPlainRefusal(outcome)) return { record: null, failure: outcome.message || TEXT.fetchCategoryFailed };
  return { record: null, failure: viewFailureText(outcome, TEXT.fetchCategoryFailed) };
}

export function loader({ request, params }: LoaderFunctionArgs) {
  return { details: readCategory(params.id?.trim() ?? '', request.signal) };
}
