import type { ActionFunctionArgs } from 'react-router-dom';
import { addCategory } from '../../../api/admin';
import { addResult } from '../shared/addAction';
import { addFailureText, TEXT } from '../shared/messages';

export async function action({ request }: ActionFunctionArgs) {
  const body = await request.formData();
  return addResult(() => addCategory(body), {
    added: TEXT.addCategorySuccess,
    failed: TEXT.addCategoryFailed,
    caught: addFailureText,
    serverSuccess: true,
  });
}
