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

importScripts('./mockServiceWorker.js');
