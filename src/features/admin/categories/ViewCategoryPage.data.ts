import type { LoaderFunctionArgs } from 'react-router-dom';
import { viewCategory } from '../../../api/admin';
import { isConnectionFailure, isPlainRefusal } from '../../../api/outcome';
import type { CategoryDetails } from '../../../api/types';
import type { Loaded } from '../shared/RecordPage';
import { TEXT } from '../shared/messages';

async function readCategory(id: string, signal: AbortSignal): Promise<Loaded<CategoryDetails>> {
  if (!id) return { record: null, failure: TEXT.categoryIdRequired };
  const outcome = await viewCategory(id, signal);
  if (outcome.kind === 'ok') {
    const record = outcome.answer.data ?? null;
    return { record, failure: record ? null : TEXT.categoryNotFound };
  }
  const failure = isPlainRefusal(outcome) ? outcome.message : isConnectionFailure(outcome) && TEXT.networkError;
  return { record: null, failure: failure || TEXT.fetchCategoryFailed };
}

export function loader({ request, params }: LoaderFunctionArgs) {
  return { details: readCategory(params.id?.trim() ?? '', request.signal) };
}
