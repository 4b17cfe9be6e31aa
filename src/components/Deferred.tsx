/**
 * Deferred route data through react-router's <Await>. A loader returns its reads as promises (not awaited), so
 * the router renders the page's frame at once; only the part of a page that needs a read's answer waits for it.
 */
import { Suspense, useEffect, useLayoutEffect, useReducer, type ReactNode } from 'react';
import { Await } from 'react-router-dom';
import { useHydrated } from '../lib/useHydrated';

const boundaries = new WeakMap<Promise<unknown>, number>();
let lastBoundary = 0;

/**
 * One Suspense boundary per promise. react-router renders a navigation inside a transition, and a boundary that
 * already shows content keeps showing it while a new promise suspends: an answer to an older request (other
 * filters, another page, a row deleted since) would stay on screen, and hold the whole navigation back. A new
 * boundary shows its fallback at once instead, as the page did before the answer came.
 */
function boundaryOf(resolve: unknown): number {
  if (!(resolve instanceof Promise)) return 0;
  let key = boundaries.get(resolve);
  if (key === undefined) {
    key = ++lastBoundary;
    boundaries.set(resolve, key);
  }
  return key;
}

interface DeferredProps<T> {
  /** The loader's promise (or a value already there, shown at once). */
  resolve: Promise<T> | T;
  /** The page's own loading state for this part. */
  fallback: ReactNode;
  /**
   * Shown if the promise rejects. Loaders turn failures into values, so this is a bug's path: it shows the
   * page's failure text rather than nothing.
   */
  errorElement: ReactNode;
  children: (value: T) => ReactNode;
  /** Once per answer of a promise, before it is painted: for what the page keeps beside it (its one alert, the last list). */
  onValue?: (value: T) => void;
  /** Whether the fallback shows, for what outside this part says "loading" (aria-busy). */
  onPending?: (pending: boolean) => void;
}

export function Deferred<T>({ resolve, fallback, errorElement, children, onValue, onPending }: DeferredProps<T>) {
  useRevealAtOnce(resolve);
  const hydrated = useHydrated();
  if (!(resolve instanceof Promise)) return children(resolve);
  // A prerendered page's HTML shows the loading state; a boundary suspended in renderToString would be an error
  // that the browser reports when it hydrates, so the boundary comes in only once the page is the browser's.
  if (!hydrated)
    return (
      <>
        {fallback}
        {onPending && <Pending onPending={onPending} />}
      </>
    );
  return (
    <Suspense
      key={boundaryOf(resolve)}
      fallback={
        <>
          {fallback}
          {onPending && <Pending onPending={onPending} />}
        </>
      }
    >
      <Await resolve={resolve} errorElement={errorElement}>
        {(value: T) => (
          <>
            {onValue && <Answered value={value} onValue={onValue} />}
            {children(value)}
          </>
        )}
      </Await>
    </Suspense>
  );
}

/**
 * React reveals a boundary's content on its own retry no sooner than 300 ms after a fallback showed (against
 * flicker); the page showed each answer the moment it came. Rendering again once the promise settled (after
 * <Await> noted its outcome, whose callback was attached first) reveals it in that render instead.
 */
function useRevealAtOnce(resolve: unknown) {
  const [, render] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!(resolve instanceof Promise)) return;
    let current = true;
    const settled = () => current && render();
    resolve.then(settled, settled);
    return () => {
      current = false;
    };
  }, [resolve]);
}

// Both run on mount only: each boundary is one promise, so its fallback and its answer mount once each, and the
// callbacks (fresh closures on every render of the page) must not fire again on a re-render.
function Pending({ onPending }: { onPending: (pending: boolean) => void }) {
  useLayoutEffect(() => {
    onPending(true);
    return () => onPending(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

function Answered<T>({ value, onValue }: { value: T; onValue: (value: T) => void }) {
  useLayoutEffect(() => {
    onValue(value);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
