/** The two add-subcategory versions read their parents and post the form through different APIs. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom';
import { addSubcategory, addSubcategoryAlt } from '../../../api/admin';
import { getCategoryNames, listCategoryOptions } from '../../../api/catalogue';
import type { IdName } from '../../../api/types';
import { keepReadsAfterWrites } from '../../../lib/keepReads';
import { addResult } from '../shared/addAction';
import { addFailureText, altAddFailureText, TEXT } from '../shared/messages';

export type AddSubcategoryVersion = 'basic' | 'alternate';

async function readParents(version: AddSubcategoryVersion, signal: AbortSignal): Promise<{ list: IdName[] | null }> {
  try {
    if (version === 'basic') {
      const outcome = await getCategoryNames(signal);
      return { list: outcome.kind === 'ok' ? outcome.answer.data : null };
    }
    const outcome = await listCategoryOptions(signal);
    return { list: outcome.kind === 'ok' ? outcome.answer.categories : null };
  } catch {
    // Only a read the page aborted rejects (src/api/http.ts): nobody sees this.
    return { list: null };
  }
}

/** A version's route data: its parents' read and its add call. */
const versionData = (version: AddSubcategoryVersion) => ({
  loader: ({ request }: LoaderFunctionArgs) => ({ parents: readParents(version, request.signal) }),
  action: ({ request }: ActionFunctionArgs) =>
    addResult(request, version === 'basic' ? addSubcategory : addSubcategoryAlt, {
      added: TEXT.addSubcategorySuccess,
      failed: TEXT.addSubcategoryFailed,
      caught: version === 'basic' ? addFailureText : altAddFailureText,
      serverSuccess: true,
    }),
  shouldRevalidate: keepReadsAfterWrites,
});

export const basicData = versionData('basic');
export const altData = versionData('alternate');
