import { startApp } from './app/startApp';
import { installPrefetch } from './app/prefetch';
import { devLog } from './api/devLog';
import { afterLoadAndIdle } from './lib/afterLoadAndIdle';

/**
 * Starts the app and what comes with it (src/main.tsx imports this). With the mock backend (demo build, dev server)
 * its worker answers before the app starts, so the router's first loaders (run before React adopts a prerendered
 * page) and a submit held meanwhile reach it; the panel comes last.
 */
export async function launch() {
  const root = document.getElementById('root')!;
  let showMockPanel = () => {};
  // The build-time constant (not config.mocking) lets the bundler drop the mock import from production builds.
  if (__API_MOCKING__) {
    try {
      const { startMockBackend } = await import('../mocks/browser');
      showMockPanel = await startMockBackend();
    } catch (error) {
      devLog.error('[mock] the mock backend could not start', error);
      const { showMockStartFailure } = await import('./app/mockStartFailure');
      showMockStartFailure(root, error);
      return;
    }
  }
  // Dev server against a real backend only (docs/drift-alarm.md): __DRIFT_ALARM__ is false in every build, so the
  // bundler drops this import from all, a NODE_ENV=development one included (where import.meta.env.DEV is true).
  if (__DRIFT_ALARM__) {
    try {
      const { installDriftAlarm } = await import('./dev/drift/install');
      installDriftAlarm();
    } catch (error) {
      devLog.error('[drift] the drift alarm could not start', error); // the app runs on without it
    }
  }
  try {
    await startApp(root);
  } finally {
    showMockPanel(); // QA keeps the panel should the app fail to start
  }
  installPrefetch();
  // The production build's offline support (docs/offline.md), loaded once the page has loaded and the browser is
  // idle: none of it is in a page's first download, and the site works the same without it.
  if (!__API_MOCKING__ && import.meta.env.PROD) {
    afterLoadAndIdle(
      () =>
        void import('./app/serviceWorker/registerServiceWorker')
          .then(({ registerServiceWorker }) => registerServiceWorker())
          .catch(() => {}),
    );
  }
}
