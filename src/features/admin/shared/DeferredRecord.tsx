import { Suspense, type ReactNode } from 'react';
import { Await, useLocation } from 'react-router-dom';

interface DeferredRecordProps<T> {
  /** The route loader's read of the record. */
  resolve: Promise<T>;
  /** What the page shows for a promise that rejected: the read's failure, as the loader would have answered it. */
  rejected: T;
  /** The whole page for the read's answer; null while it loads. */
  children: (loaded: T | null) => ReactNode;
}

/**
 * A record page (view, edit) for its loader's read. Its header, alert and body all depend on the answer, so the
 * page is drawn once while loading (its "Loading category..." line, the default title) and again for the answer;
 * keyed by the location, so another record's page starts from its loading state.
 */
export function DeferredRecord<T>({ resolve, rejected, children }: DeferredRecordProps<T>) {
  return (
    <Suspense key={useLocation().key} fallback={children(null)}>
      <Await resolve={resolve} errorElement={children(rejected)}>
        {children}
      </Await>
    </Suspense>
  );
}
