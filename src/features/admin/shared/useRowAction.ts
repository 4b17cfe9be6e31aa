import { useFetcher } from 'react-router-dom';
import type { Notice } from '../../../components/AutoDismissAlert';
import type { RowActionResult } from './rowActions';
import { useOnNew } from './useOnNew';

/**
 * Submits a row action to the page's route action (see rowActions.ts): the row's buttons are disabled while it
 * runs (and while the list reloads after it), and its outcome is said in the page's alert.
 */
export function useRowAction(setNotice: (notice: Notice) => void) {
  const fetcher = useFetcher<RowActionResult>();
  useOnNew(fetcher.data, (result) => result && setNotice(result.notice));
  const busyId = fetcher.state === 'idle' ? null : Number(fetcher.formData?.get('id'));
  const run = (intent: string, id: number, fields: Record<string, string> = {}) =>
    fetcher.submit({ intent, id: String(id), ...fields }, { method: 'post' });
  return { busyId, run };
}
