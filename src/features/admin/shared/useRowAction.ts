import { useState } from 'react';
import type { Notice } from '../../../components/AutoDismissAlert';

/** SPEC §8 gives each row action three texts: it worked, the server said no, the call failed. */
export interface RowActionTexts {
  done: string;
  failed: string;
  error: string;
}

/**
 * Runs an action on one row of an admin list (delete, status change): the row's buttons are disabled while it
 * runs, the outcome is said in the page's alert, and the list reloads when it worked.
 */
export function useRowAction(setNotice: (notice: Notice) => void, reload: () => void) {
  const [busyId, setBusyId] = useState<number | null>(null);

  const run = async (id: number, call: () => Promise<{ status: string }>, texts: RowActionTexts) => {
    setBusyId(id);
    try {
      const response = await call();
      if (response.status === 'success') {
        setNotice({ variant: 'success', text: texts.done });
        reload();
      } else {
        setNotice({ variant: 'danger', text: texts.failed });
      }
    } catch {
      setNotice({ variant: 'danger', text: texts.error });
    } finally {
      setBusyId(null);
    }
  };

  return { busyId, run };
}
