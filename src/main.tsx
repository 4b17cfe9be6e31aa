import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/theme.css';
import { App } from './app/App';

async function boot() {
  // The mock backend must be listening before the first render fires its first request. The build-time
  // constant (not config.mocking) lets the bundler drop the mock chunk from production builds entirely.
  if (__API_MOCKING__) {
    const { startMockBackend } = await import('../mocks/browser');
    await startMockBackend();
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
