/**
 * The jsdom project's set-up, after setup.ts (vite.config.ts). After-hooks run in reverse order, so a page is
 * unmounted before setup.ts resets the handlers it may still be calling.
 */
import '@testing-library/jest-dom/vitest';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// jsdom brings its own Blob, File and FormData, which Node's fetch cannot serialise: a multipart upload would
// arrive as the text "undefined". Tests use Node's, so uploads reach the mock backend byte for byte as in a browser.
const NodeFormData = (
  await new Response('probe=1', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData()
).constructor;
for (const target of [globalThis, window] as Record<string, unknown>[]) {
  Object.assign(target, { Blob: NodeBlob, File: NodeFile, FormData: NodeFormData });
}

// Pages and modals arrive as lazy chunks through the mock backend: on a loaded CI machine that can take longer
// than Testing Library's default second, which is a wait, not a behaviour under test.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => cleanup());

// jsdom has no matchMedia; layouts ask it for the desktop breakpoint.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: /min-width:\s*(\d+)px/.test(query) ? window.innerWidth >= Number(/(\d+)px/.exec(query)![1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
