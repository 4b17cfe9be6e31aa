/**
 * The toolbar's scenario switch (.storybook/storyKit.ts) over a story, in jsdom against the Node mock backend. That
 * every story renders, passes its play function and axe is proved in Chromium on the static Storybook
 * (e2e/storybook.spec.ts), which fails a story whose play function throws.
 */
import { composeStory, setProjectAnnotations } from '@storybook/react-vite';
import { within } from '@testing-library/react';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SetupWorker } from 'msw/browser';
import preview from '../.storybook/preview';
import { freshBackend, scenarioAwareMsw } from '../.storybook/storyKit';
import * as CategoriesList from './features/admin/categories/CategoriesListPage.stories';
import { server } from '../mocks/node';

// This file shares its worker's jsdom with the files before and after it (vite.config.ts, isolate: false).
// Stories run outside act(), as they do in Storybook's browser canvas; the next file gets back the act() environment
// Testing Library set up. And they run without a clipboard, as in a fresh jsdom: an earlier file's user-event leaves
// its clipboard stub on `navigator`, and with a clipboard Storybook's loader sets up its own copy of user-event on the
// document and patches HTMLElement.prototype.focus, for good. That copy then wraps every focused field's value setter
// around the tests' one, which makes each key the tests' user-event types look to React like a value set by code:
// no onChange, so fields of later files stayed empty.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let inTests: boolean | undefined;
let clipboard: PropertyDescriptor | undefined;
beforeAll(() => {
  inTests = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  clipboard = Object.getOwnPropertyDescriptor(window.navigator, 'clipboard');
  Object.defineProperty(window.navigator, 'clipboard', { configurable: true, value: undefined });
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = inTests;
  if (clipboard) Object.defineProperty(window.navigator, 'clipboard', clipboard);
  else delete (window.navigator as { clipboard?: unknown }).clipboard;
});

// The addon only calls resetHandlers() and use(), which the Node server has as the browser worker does.
const nodeServer = server as unknown as SetupWorker;
setProjectAnnotations([{ ...preview, loaders: [freshBackend, scenarioAwareMsw(mswLoader(() => nodeServer))] }]);

/** A story as a designer sees it with the toolbar's scenario switch on `scenario` (its own play left out). */
async function renderUnder(
  story: Parameters<typeof composeStory>[0],
  meta: Parameters<typeof composeStory>[1],
  scenario: string,
) {
  const composed = composeStory({ ...story, play: undefined, globals: { mockScenario: scenario } }, meta);
  const canvasElement = document.createElement('div');
  document.body.append(canvasElement);
  await composed.run({ canvasElement });
  return canvasElement;
}

describe('the toolbar scenario switch', () => {
  it('shows the admin categories list failing under "offline" and "server error", and normal again after', async () => {
    for (const scenario of ['offline', 'server-error']) {
      const canvas = await renderUnder(CategoriesList.Default, CategoriesList.default, scenario);
      try {
        expect(await within(canvas).findByRole('alert')).toHaveTextContent('Error loading categories');
        expect(within(canvas).queryByText(/Showing 1–10 of 15 categories/)).toBeNull();
      } finally {
        canvas.remove();
      }
    }
    const canvas = await renderUnder(CategoriesList.Default, CategoriesList.default, 'story');
    try {
      expect(await within(canvas).findByText('Showing 1–10 of 15 categories')).toBeInTheDocument();
    } finally {
      canvas.remove();
    }
  });

  it('overrides a story that answers its calls itself', async () => {
    // ManyPages answers the list with its own rows; "offline" must still reach that call.
    const canvas = await renderUnder(CategoriesList.ManyPages, CategoriesList.default, 'offline');
    try {
      expect(await within(canvas).findByRole('alert')).toHaveTextContent('Error loading categories');
      expect(within(canvas).queryByText('Sample category 41')).toBeNull();
    } finally {
      canvas.remove();
    }
  });
});
