/* global activeClientIds -- declared by mockServiceWorker.js, imported below */
/**
 * The mock backend's service worker: MSW's own worker (mockServiceWorker.js, kept exactly as `msw init` writes
 * it) behind one rule of its own. MSW's worker asks the page's main thread about every request it sees, and
 * that thread is busy evaluating the app and the mock chunk while the page loads: each of the page's ~30 script
 * and style files waited for it (a content page loaded 2.6 times slower than the production build). Through the
 * Service Worker Static Routing API those files, page navigations and the build's hashed /assets/ go straight
 * to the network and never start a fetch event; only the calls the mocks answer (the PHP API, uploads, the
 * geocoder) reach MSW. A browser without the API runs MSW's worker for everything, as before.
 */
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  const assets = new URL('assets/*', self.registration.scope).pathname;
  const rules = [
    { requestMode: 'navigate' },
    { requestDestination: 'script' },
    { requestDestination: 'style' },
    { requestDestination: 'font' },
    { urlPattern: typeof URLPattern === 'function' ? new URLPattern({ pathname: assets }) : assets },
  ];
  // One rule at a time: a rule this browser cannot read leaves its requests to MSW (slower, never broken).
  event.waitUntil(
    Promise.all(rules.map((condition) => event.addRoutes({ condition, source: 'network' }).catch(() => undefined))),
  );
});

// MSW's worker unregisters itself when the page that closes was the last one it mocked for. A reload races that:
// the closing page sees no other page yet, the next one loads while the registration is being removed, so no worker
// controls it and its calls go past the mocks to the network (a 404 from the preview server). Here a closing page
// only stops being mocked; the worker stays. The production build's own worker removes it from an origin it takes
// over (src/app/serviceWorker/registerServiceWorker.ts). activeClientIds is MSW's worker's (mocks/worker.test.ts).
self.addEventListener('message', (event) => {
  if (event.data !== 'CLIENT_CLOSED') return;
  event.stopImmediatePropagation();
  activeClientIds.delete(event.source?.id);
});

importScripts('./mockServiceWorker.js');
