import './styles/bootstrap.scss';
import './styles/theme.css';
import { startApp } from './app/startApp';
import { installPrefetch } from './app/prefetch';
import { devLog } from './api/devLog';

async function boot() {
  const root = document.getElementById('root')!;
  // The mock backend must be listening before the first render fires its first request. The build-time
  // constant (not config.mocking) lets the bundler drop the mock import from production builds entirely.
  if (__API_MOCKING__) {
    try {
      const { startMockBackend } = await import('../mocks/browser');
      await startMockBackend();
    } catch (error) {
      devLog.error('[mock] the mock backend could not start', error);
      const { showMockStartFailure } = await import('./app/mockStartFailure');
      showMockStartFailure(root, error);
      return;
    }
  }
  // On the dev server against a real backend, every answer is checked for drift from its schema
  // (docs/drift-alarm.md). __DRIFT_ALARM__ is false in every build, so the bundler drops this import from all of
  // them, a NODE_ENV=development build included (import.meta.env.DEV would be true there).
  if (__DRIFT_ALARM__) {
    try {
      const { installDriftAlarm } = await import('./dev/drift/install');
      installDriftAlarm();
    } catch (error) {
      devLog.error('[drift] the drift alarm could not start', error); // the app runs on without it
    }
  }
  await startApp(root);
  installPrefetch();
}

void boot();
