import { Suspense, type ReactNode } from 'react';
import { Await } from 'react-router-dom';
import { useHydrated } from '../lib/useHydrated';

interface DeferredProps<T> {
  /** A loader's unawaited read. */
  resolve: Promise<T>;
  fallback: ReactNode;
  /** Loaders turn failures into values, so a rejection is a bug: without this, the route's error page shows it. */
  errorElement?: ReactNode;
  children: (value: T) => ReactNode;
}

/**
 * The part of a page that shows a loader's unawaited read: react-router's <Await> in its own <Suspense>. A
 * navigation is a transition, so an answer already shown stays until the next read has answered; give the part a
 * `key` (the location's, as react-router's guides do) where a new read should show the fallback instead.
 */
export function Deferred<T>({ resolve, fallback, errorElement, children }: DeferredProps<T>) {
  // A prerendered page's HTML shows the loading state: a boundary suspended in renderToString is an error that
  // the browser reports when it hydrates, so the boundary comes in once the page is the browser's.
  if (!useHydrated()) return fallback;
  return (
    <Suspense fallback={fallback}>
      <Await resolve={resolve} errorElement={errorElement}>
        {children}
      </Await>
    </Suspense>
  );
}
