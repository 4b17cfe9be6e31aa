/** The mock backend in the browser; src/launch.tsx imports it only when mocking is on, so no production bundle has it. */
import { setupWorker } from 'msw/browser';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { unregisterWorkers } from '../src/app/serviceWorker/unregisterWorkers';
import { enablePersistence } from './db';
import { buildHandlers } from './handlers';
import { announceNewOtps } from './otpAnnouncer';
import { MockPanel } from './panel/MockPanel';
import { startRequestLog } from './requestLog';
import { DEFAULT_LATENCY_MS, rememberScenarioInTab } from './scenarios';

/**
 * Starts the mock backend and resolves once its worker answers this page's calls, with the function that shows
 * the mock panel. src/launch.tsx shows it once the app has the page: on a prerendered page, after React has adopted it
 * (the panel's root is an element of its own after #root, so the adoption never meets it), and its work is not
 * on the way to the hand-over.
 */
export async function startMockBackend(): Promise<() => void> {
  enablePersistence();
  rememberScenarioInTab({ latencyMs: DEFAULT_LATENCY_MS }, window.location.search);
  announceNewOtps((line) => console.info(line));
  startRequestLog({ inTab: true });
  // The production build's offline worker, left on this origin by `npm run preview` (port 4173 too).
  await unregisterWorkers((path) => path === '/sw.js');
  const worker = setupWorker(...buildHandlers());
  await worker.start({
    // MSW's worker behind static routes that keep the page's own files away from it (public/mockWorker.js).
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockWorker.js` },
    quiet: true,
    onUnhandledRequest(request, print) {
      // vite preview answers unknown *.php with index.html and 200: say so loudly instead of "succeeding".
      if (new URL(request.url).pathname.endsWith('.php')) print.error();
    },
  });
  return () => {
    const host = document.createElement('div');
    host.id = 'mock-panel-root';
    document.body.append(host);
    createRoot(host).render(createElement(MockPanel));
  };
}
