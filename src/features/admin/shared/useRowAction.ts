import type { Notice } from '../../../components/AutoDismissAlert';
import { useActionForm } from '../../../components/form/useActionForm';
import type { RowActionResult } from './rowActions';

/** The row's buttons stay disabled while its action runs and while the list reloads after it. */
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
