/** /admin/categories/add and /admin/add-category: the add action (SPEC §7 addcategories.php, §8 texts). */
import type { ActionFunctionArgs } from 'react-router-dom';
import { addCategory } from '../../../api/admin';
import { fromSubmission } from '../../../lib/submission';
import { addResult } from '../shared/addAction';
import { toCategoryForm, type CatalogueValues } from '../shared/catalogueValues';
import { addFailureText, TEXT } from '../shared/messages';

export async function action({ request }: ActionFunctionArgs) {
  const values = fromSubmission<CatalogueValues>(await request.formData());
  return addResult(() => addCategory(toCategoryForm(values)), {
    added: TEXT.addCategorySuccess,
    failed: TEXT.addCategoryFailed,
    caught: addFailureText,
    serverSuccess: true,
  });
}
