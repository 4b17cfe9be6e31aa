/// <reference lib="webworker" />
/**
 * The production build's service worker (docs/offline.md), given its precache list by scripts/serviceWorker.ts. It
 * keeps the build's pages, scripts and stylesheets, and the public catalogue reads for 10 minutes at most; no other.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { CATALOGUE_MAX_AGE_SECONDS, isCatalogueRead } from './cachePolicy';
import { OFFLINE_PAGE, SKIP_WAITING } from './protocol';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST, {
  // `/` is home.html, as nginx serves it; `/about` is about.html; a query (/services?category_id=3) is the app's.
  directoryIndex: 'home.html',
  cleanURLs: true,
  ignoreURLParametersMatching: [/.*/],
});

registerRoute(
  ({ request }) => isCatalogueRead(request, self.location.origin),
  new StaleWhileRevalidate({
    cacheName: 'homeease-catalogue',
    // Only a 200 is stored (the strategy's default); one older than the limit is not shown, the network answers.
    plugins: [new ExpirationPlugin({ maxAgeSeconds: CATALOGUE_MAX_AGE_SECONDS, maxEntries: 100 })],
  }),
);

// A page the build did not prerender (/dashboard, /services/99): the network, else the offline page.
registerRoute(new NavigationRoute(new NetworkOnly()));
setCatchHandler(async ({ request }) =>
  request.mode === 'navigate' ? ((await matchPrecache(OFFLINE_PAGE)) ?? Response.error()) : Response.error(),
);

// The new version waits until the visitor says so (the reload prompt): never swapped under a half-filled form.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
