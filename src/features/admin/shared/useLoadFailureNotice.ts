import { useMemo, useState } from 'react';
import type { Notice } from '../../../components/AutoDismissAlert';

/**
 * The alert for a load that failed. It is one object per load, so its 5 s timer is not restarted by
 * re-renders; closing it hides it for that load only, and a later load that fails shows it again.
 */
export function useLoadFailureNotice(load: object | null, failure: string | null | undefined) {
  const [dismissed, setDismissed] = useState<object | null>(null);
  const notice = useMemo<Notice | null>(
    () => (failure && dismissed !== load ? { variant: 'danger', text: failure } : null),
    [load, failure, dismissed],
  );
  return { notice, clearNotice: () => setDismissed(load) };
}
