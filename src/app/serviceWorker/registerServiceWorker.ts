/**
 * Registers the production build's service worker (docs/offline.md), once the page is the app's and the browser
 * is idle: main.tsx imports this module then, so none of it is in a page's first download. A new version waits
 * until the visitor chooses to reload (NewVersionPrompt): the page never changes under a half-filled form.
 */
import { Workbox } from 'workbox-window';
import { scriptUrl } from '../../lib/trustedScriptUrl';
import { WORKER_URL } from '../../serviceWorker/protocol';
import { unregisterWorkers } from './unregisterWorkers';

/** The demo build's mock backend worker (mocks/browser.ts), left behind on this origin by `npm run preview:mock`. */
const MOCK_WORKERS = ['/mockWorker.js', '/mockServiceWorker.js'];

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  await unregisterWorkers(MOCK_WORKERS);
  const workbox = new Workbox(scriptUrl(WORKER_URL));
  workbox.addEventListener('waiting', () => {
    void import('./showNewVersionPrompt').then(({ showNewVersionPrompt }) =>
      showNewVersionPrompt(() => {
        // The page reloads once the new worker controls it, so the new HTML and assets come together.
        workbox.addEventListener('controlling', () => window.location.reload());
        workbox.messageSkipWaiting();
      }),
    );
  });
  await workbox.register();
}
