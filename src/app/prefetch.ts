/**
 * Prefetch on intent: a pointer resting on an in-app link, or focus on one, starts downloading the code of the page it
 * opens (chunk, data module, component styles) so the click finds it ready. Only code: no loader runs, no call is made.
 */
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { createRoutes, patchedRoutesFor } from './routes';

const started = new Set<string>();

/** Calls every lazy part of the routes `pathname` matches (admin pages patched in), on a copy the router never sees. */
async function prefetchPath(pathname: string): Promise<void> {
  if (started.has(pathname)) return;
  started.add(pathname);
  const table = createRoutes();
  const patched = await patchedRoutesFor(pathname);
  if (patched) {
    const parent = findRoute(table, patched.parentId);
    if (parent) parent.children = [...(parent.children ?? []), ...patched.children];
  }
  const matches = matchRoutes(table, pathname) ?? [];
  const loads = matches.flatMap(({ route }) =>
    route.lazy && typeof route.lazy === 'object' ? Object.values(route.lazy).map((part) => part?.()) : [],
  );
  // A failed prefetch (offline, stale deploy) is the navigation's to report, not the hover's.
  await Promise.allSettled(loads);
}

/** The route of `id` anywhere in the table: where the router patches routes in on a first navigation. */
const findRoute = (routes: RouteObject[], id: string): RouteObject | undefined =>
  routes.find((route) => route.id === id) ?? routes.map((route) => findRoute(route.children ?? [], id)).find(Boolean);

function onIntent(event: Event): void {
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
  void prefetchPath(url.pathname);
}

/** One delegated listener for the whole document (links rendered later included). */
export function installPrefetch(): void {
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
}
