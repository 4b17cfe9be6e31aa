import type { ActionFunctionArgs } from 'react-router-dom';
import { addCategory } from '../../../api/admin';
import { addResult } from '../shared/addAction';
import { addFailureText, TEXT } from '../shared/messages';

export const action = ({ request }: ActionFunctionArgs) =>
  addResult(request, addCategory, {
    added: TEXT.addCategorySuccess,
    failed: TEXT.addCategoryFailed,
    caught: addFailureText,
    serverSuccess: true,
  });
