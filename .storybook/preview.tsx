import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
// The app's own Bootstrap build (src/styles/), so a story looks as the page does: same subset, same theme.
import '../src/styles/bootstrap.scss';
import '../src/styles/bootstrap-components.scss';
import '../src/styles/theme.css';
import { A11Y_TAGS } from '../src/test/a11yTags';
import { scenarioGlobalTypes, AS_WRITTEN } from './scenarioToolbar';
import { freshBackend, scenarioAwareMsw, storyRouter, withRouter } from './storyKit';

/** The stateful mock backend answers every story's calls; `parameters.msw` overrides single calls. */
async function startWorker() {
  const [{ setupWorker }, { buildHandlers }] = await Promise.all([import('msw/browser'), import('../mocks/handlers')]);
  const start = async () => {
    const worker = setupWorker(...buildHandlers());
    // Relative to iframe.html, so a static host may serve the build from any folder.
    await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: './mockServiceWorker.js' } });
    return worker;
  };
  // The worker script's fetch can fail once on a fresh tab ("An unknown error occurred when fetching the script"),
  // and the addon keeps its loader's first outcome for the page's life: every story would show that error until a
  // reload. One more try, half a second later, before the error stands.
  return start().catch(() => new Promise((wait) => setTimeout(wait, 500)).then(start));
}

// In a browser the mock backend answers through a service worker and pages load their chunks on first use:
// play functions get more than Testing Library's 1 s to find what a screen shows once its data is in.
configure({ asyncUtilTimeout: 5000 });

/** The widths the product is checked at: the smallest phone it supports, a tablet, a laptop. */
const VIEWPORTS = {
  phone360: { name: 'Phone (360 px)', styles: { width: '360px', height: '760px' }, type: 'mobile' },
  tablet768: { name: 'Tablet (768 px)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop1280: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  decorators: [withRouter],
  loaders: [freshBackend, scenarioAwareMsw(mswLoader(startWorker))],
  beforeEach: storyRouter,
  globalTypes: scenarioGlobalTypes,
  initialGlobals: { mockScenario: AS_WRITTEN },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: VIEWPORTS },
    // 'error': a violation fails the story (its status, the static Storybook e2e), not only a panel warning.
    // Violations are listed node by node; a passing, inapplicable or unsure rule by its first node only: axe
    // spends most of a run writing a selector for every node it looked at.
    a11y: { options: { runOnly: { type: 'tag', values: A11Y_TAGS }, resultTypes: ['violations'] }, test: 'error' },
  },
};

export default preview;
