import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import 'bootstrap/dist/css/bootstrap.min.css';
import '../src/styles/theme.css';
import { freshBackend, withRouter } from './storyKit';

/** The stateful mock backend answers every story's calls; `parameters.msw` overrides single calls. */
async function startWorker() {
  const [{ setupWorker }, { buildHandlers }] = await Promise.all([import('msw/browser'), import('../mocks/handlers')]);
  const worker = setupWorker(...buildHandlers());
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  return worker;
}

const preview: Preview = {
  decorators: [withRouter],
  loaders: [freshBackend, mswLoader(startWorker)],
  parameters: {
    layout: 'fullscreen',
    viewport: { defaultViewport: 'responsive' },
  },
};

export default preview;
