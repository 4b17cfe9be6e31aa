/**
 * Deferred route data without a Suspense boundary. A loader returns its reads as promises (not awaited), so the
 * router renders the page's frame at once; the page reads each promise with `useDeferred`, which gives `null`
 * until it settles. What the page shows is a function of the promise the router holds now: an answer to an older
 * request (other filters, a page left) belongs to an older promise and can never show, so no page keeps a
 * stale-answer flag. Pages keep their own loading texts this way (a list's "Loading categories...", the pager
 * disabled meanwhile), which a Suspense fallback would replace wholesale.
 */
import { useCallback, useSyncExternalStore } from 'react';

type Settled = { value: unknown } | { error: unknown };
const settled = new WeakMap<Promise<unknown>, Settled>();
const watched = new WeakSet<Promise<unknown>>();

function watch(promise: Promise<unknown>): void {
  if (watched.has(promise)) return;
  watched.add(promise);
  promise.then(
    (value) => settled.set(promise, { value }),
    (error) => settled.set(promise, { error }),
  );
}

/** The value `promise` resolved with, or null while it is pending (or when there is no promise). */
export function useDeferred<T>(promise: Promise<T> | null | undefined): T | null {
  if (promise) watch(promise);
  const subscribe = useCallback(
    (notify: () => void) => {
      // Registered after `watch`'s own callback, so the outcome is recorded before React looks again.
      promise?.then(notify, notify);
      return () => {};
    },
    [promise],
  );
  // A prerendered page's HTML (and its hydration) shows every read still pending.
  const outcome = useSyncExternalStore(
    subscribe,
    () => (promise ? settled.get(promise) : undefined),
    () => undefined,
  );
  if (!outcome) return null;
  // Loaders turn every failure into a value of their own; a rejection here is a bug: the route's errorElement shows it.
  if ('error' in outcome) throw outcome.error;
  return outcome.value as T;
}
