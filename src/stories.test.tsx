/**
 * Renders every story of the project (src/ and mocks/) in jsdom and runs its play function, against the
 * Node mock backend, so Storybook cannot rot unnoticed.
 */
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { describe, expect, it } from 'vitest';
import type { SetupWorker } from 'msw/browser';
import preview from '../.storybook/preview';
import { freshBackend } from '../.storybook/storyKit';
import { server } from '../mocks/node';

// Stories run outside act(), as they do in Storybook's browser canvas.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

// The addon only calls resetHandlers() and use(), which the Node server has as the browser worker does.
const nodeServer = server as unknown as SetupWorker;
setProjectAnnotations([{ ...preview, loaders: [freshBackend, mswLoader(() => nodeServer)] }]);

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>(['./**/*.stories.tsx', '../mocks/**/*.stories.tsx'], { eager: true });

describe('every story renders', () => {
  it('finds the stories', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(2);
  });

  for (const [file, module] of Object.entries(modules)) {
    const stories = Object.entries(composeStories(module)) as [
      string,
      { run: (context: { canvasElement: HTMLElement }) => Promise<void> },
    ][];
    describe(file, () => {
      it.each(stories)('%s', async (_name, Story) => {
        const canvasElement = document.createElement('div');
        document.body.append(canvasElement);
        try {
          await Story.run({ canvasElement });
          expect(canvasElement.innerHTML).not.toBe('');
        } finally {
          canvasElement.remove();
        }
      });
    });
  }
});
