import { lazy, Suspense } from 'react';
import { useSessionEndedNotice } from '../../lib/customerSession';

const SessionEndedAlert = lazy(() => import('./SessionEndedAlert'));

/** The live region is always on the page so screen readers announce the text when it arrives. */
export function SessionEndedNotice() {
  const { show, dismiss } = useSessionEndedNotice();
  return (
    <div role="status" aria-live="polite" className="container">
      {show && (
        <Suspense fallback={null}>
          <SessionEndedAlert onDismiss={dismiss} />
        </Suspense>
      )}
    </div>
  );
}
