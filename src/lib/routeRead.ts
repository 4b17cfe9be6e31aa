/**
 * A read a page starts on an event (a tile chosen, a select changed) rather than at navigation: its fetcher asks
 * the page's own route loader with `?read=<name>` (src/components/useRouteRead.ts), and the loader answers only
 * that read's promise. The page's code never calls src/api itself, and a test or story router that has the
 * page's route serves it as the app does.
 */
export const READ_PARAM = 'read';

/** What a loader answers a fetcher's read: the read's promise, unawaited, for <Deferred>. */
export interface RouteRead<T> {
  read: Promise<T>;
}

/** In a loader: the name of the read a fetcher asked for, or null for a navigation (the page's own reads). */
export const askedRead = (request: Request): string | null => new URL(request.url).searchParams.get(READ_PARAM);
