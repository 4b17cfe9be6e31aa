/**
 * The data of the two add-subcategory versions (SPEC §2.12, §7, §8). Parents: the first version reads them from
 * /admin/getcategories.php, the second from the alternate API; `list` null when it failed ('Failed to load
 * categories'). The add action: the first posts to /admin/addsubcategories.php, the second to
 * /api/admin/subcategories/add.php, each with its own §8 texts for a failed call.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom';
import { addSubcategory, addSubcategoryAlt } from '../../../api/admin';
import { getCategoryNames, listCategoryOptions } from '../../../api/catalogue';
import type { IdName } from '../../../api/types';
import { addResult } from '../shared/addAction';
import { addFailureText, altAddFailureText, TEXT } from '../shared/messages';

export type AddSubcategoryVersion = 'basic' | 'alternate';

export interface Parents {
  list: IdName[] | null;
}

async function readParents(version: AddSubcategoryVersion, signal: AbortSignal): Promise<Parents> {
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

export const parentsLoader =
  (version: AddSubcategoryVersion) =>
  ({ request }: LoaderFunctionArgs) => {
    return { parents: readParents(version, request.signal) };
  };

export const addSubcategoryAction =
  (version: AddSubcategoryVersion) =>
  async ({ request }: ActionFunctionArgs) => {
    const body = await request.formData();
    return addResult(() => (version === 'basic' ? addSubcategory(body) : addSubcategoryAlt(body)), {
      added: TEXT.addSubcategorySuccess,
      failed: TEXT.addSubcategoryFailed,
      caught: version === 'basic' ? addFailureText : altAddFailureText,
      serverSuccess: true,
    });
  };
