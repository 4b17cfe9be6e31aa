/**
 * Prefetch on intent: when a pointer rests on an in-app link or a link gets keyboard focus, the code of the page
 * it opens (its chunk, its data module and the component styles) starts downloading, so the click finds it
 * ready. Only code is fetched: no loader runs and no call reaches the backend before the click.
 */
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { createRoutes } from './routes';

type LazyParts = Record<string, (() => unknown) | undefined>;

const started = new Set<string>();

/** Calls every lazy part of the routes `pathname` matches, on a copy of the table the router never sees. */
export async function prefetchPath(pathname: string): Promise<void> {
  if (started.has(pathname)) return;
  started.add(pathname);
  const table = createRoutes();
  if (pathname === '/admin' || pathname.startsWith('/admin/')) await withAdminPages(table);
  const matches = matchRoutes(table, pathname) ?? [];
  const loads = matches.flatMap(({ route }) =>
    route.lazy && typeof route.lazy === 'object' ? Object.values(route.lazy as LazyParts).map((part) => part?.()) : [],
  );
  // A failed prefetch (offline, stale deploy) is the navigation's to report, not the hover's.
  await Promise.allSettled(loads);
}

/** The admin pages are patched into the router on the first navigation under /admin (routes.tsx); here too. */
async function withAdminPages(table: RouteObject[]): Promise<void> {
  const { adminRoutes } = await import('./adminRoutes');
  const findAdmin = (routes: RouteObject[]): RouteObject | undefined =>
    routes.find((route) => route.path === '/admin') ?? routes.map((r) => findAdmin(r.children ?? [])).find(Boolean);
  const admin = findAdmin(table);
  if (admin) admin.children = [...(admin.children ?? []), ...adminRoutes.map((route) => ({ ...route }))];
}

function onIntent(event: Event): void {
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
  void prefetchPath(url.pathname);
}

/** One delegated listener for the whole document (links rendered later included). */
export function installPrefetch(root: Document = document): () => void {
  root.addEventListener('pointerover', onIntent, { passive: true });
  root.addEventListener('focusin', onIntent);
  return () => {
    root.removeEventListener('pointerover', onIntent);
    root.removeEventListener('focusin', onIntent);
  };
}
