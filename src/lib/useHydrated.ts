import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React renders a prerendered page's HTML (at build time) and while the browser hydrates it; true in
 * every other render. What depends on the visitor (a stored session or city) or waits on the backend renders its
 * loading state until then, so the first client render equals the HTML and hydration finds no mismatch. A page
 * rendered in the browser from scratch (no prerendered HTML) sees true from its first render.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
