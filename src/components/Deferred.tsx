import { Suspense, type ReactNode } from 'react';
import { Await } from 'react-router-dom';
import { useHydrated } from '../lib/useHydrated';

interface DeferredProps<T> {
  resolve: Promise<T>;
  fallback: ReactNode;
  /** Loaders turn failures into values: without this, a rejection (a bug) shows the route's error page. */
  errorElement?: ReactNode;
  children: (value: T) => ReactNode;
}

/**
 * <Await> in its own <Suspense>. A navigation is a transition, so an answer shown stays until the next has come;
 * a `key` (the location's) shows the fallback instead.
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
