import type { Notice } from '../../../components/AutoDismissAlert';
import { useActionForm } from '../../../components/form/useActionForm';
import type { RowActionResult } from './rowActions';

/**
 * Submits a row action to the page's route action (see rowActions.ts) on the one write hook: the row's buttons
 * are disabled while it runs (and while the list reloads after it), and its outcome is said in the page's alert.
 */
export function useRowAction(setNotice: (notice: Notice) => void) {
  const form = useActionForm<Record<string, string>, RowActionResult>({
    encoding: 'form',
    onReply: (result) => setNotice(result.notice),
  });
  const sent = form.busy ? form.sending?.get('id') : null;
  const busyId = typeof sent === 'string' ? Number(sent) : null;
  // The list's own URL (filters, page) stays: the action answers, the router reloads the list when it changed.
  const run = (intent: string, id: number, fields: Record<string, string> = {}) =>
    void form.submit({ intent, id: String(id), ...fields });
  return { busyId, run };
}
