import { useActionData, useNavigation, useSubmit } from 'react-router-dom';
import type { Notice } from '../../../components/AutoDismissAlert';
import type { RowActionResult } from './rowActions';
import { useOnNew } from './useOnNew';

/**
 * Submits a row action to the page's route action (see rowActions.ts): the row's buttons are disabled while it
 * runs (and while the list reloads after it), and its outcome is said in the page's alert.
 */
export function useRowAction(setNotice: (notice: Notice) => void) {
  const submit = useSubmit();
  const navigation = useNavigation();
  useOnNew(useActionData() as RowActionResult | undefined, (result) => setNotice(result.notice));
  const sent = navigation.formData?.get('id');
  const busyId = typeof sent === 'string' ? Number(sent) : null;
  // The list's own URL (filters, page) stays: the action answers, the router reloads the list when it changed.
  const run = (intent: string, id: number, fields: Record<string, string> = {}) =>
    submit({ intent, id: String(id), ...fields }, { method: 'post', replace: true });
  return { busyId, run };
}
