import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import 'bootstrap/dist/css/bootstrap.min.css';
import '../src/styles/theme.css';
import { freshBackend, storyRouter, withRouter } from './storyKit';

/** The stateful mock backend answers every story's calls; `parameters.msw` overrides single calls. */
async function startWorker() {
  const [{ setupWorker }, { buildHandlers }] = await Promise.all([import('msw/browser'), import('../mocks/handlers')]);
  const worker = setupWorker(...buildHandlers());
  // Relative to iframe.html, so a static host may serve the build from any folder.
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: './mockServiceWorker.js' } });
  return worker;
}

// In a browser the mock backend answers through a service worker and pages load their chunks on first use:
// play functions get more than Testing Library's 1 s to find what a screen shows once its data is in.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  decorators: [withRouter],
  loaders: [freshBackend, mswLoader(startWorker)],
  beforeEach: storyRouter,
  parameters: {
    layout: 'fullscreen',
    viewport: { defaultViewport: 'responsive' },
  },
};

export default preview;
