/**
 * Registers the production build's service worker (docs/offline.md); src/launch.tsx imports this once the page has loaded
 * and the browser is idle. A new version waits for the visitor's reload (NewVersionPrompt): the page never changes
 * under a half-filled form. The browser's own API, not workbox-window: these lines do what this page needs, for a
 * tenth of its 2.5 KB (the home page's budget, docs/decisions.md).
 */
import { scriptUrl } from '../../lib/trustedScriptUrl';
import { SKIP_WAITING, WORKER_URL } from '../../serviceWorker/protocol';
import { unregisterWorkers } from './unregisterWorkers';

export async function registerServiceWorker(container = navigator.serviceWorker): Promise<void> {
  if (!container) return;
  // Any other worker of this origin: the demo build's mock backend, left behind by `npm run preview:mock`.
  await unregisterWorkers((path) => path !== WORKER_URL);
  // A TrustedScriptURL under the CSP's Trusted Types; the DOM types know only strings.
  const registration = await container.register(scriptUrl(WORKER_URL) as string);
  // Only a page some version already controls has one to replace: the first install takes over silently.
  const offerReload = (worker: ServiceWorker | null) => {
    if (!worker || !container.controller) return;
    // On the visitor's click the new version takes over, and the page reloads once it has.
    void import('./showNewVersionPrompt').then(({ showNewVersionPrompt }) =>
      showNewVersionPrompt(() => {
        container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
        worker.postMessage({ type: SKIP_WAITING });
      }),
    );
  };
  offerReload(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offerReload(worker);
    });
  });
}
