/**
 * The static Storybook as designers get it: `storybook-static/` (npm run build-storybook) served by a plain
 * static host, every story of its index.json opened in Chromium. A story fails on Storybook's error display,
 * a page error, or an empty canvas.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';
import { expect, test } from '@playwright/test';

const ROOT = resolve(process.env.STORYBOOK_DIR ?? 'storybook-static');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/** What any static host does: files as they are; an unknown path is an HTML 404 page (as GitHub Pages gives). */
function serveStatic(): Promise<Server> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = join(ROOT, normalize(path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(ROOT) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>404 Not Found</h1>');
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

interface StoryChannel {
  on(event: string, listener: (payload: never) => void): void;
  emit(event: string, payload: unknown): void;
}

interface IndexEntry {
  id: string;
  type: string;
  title: string;
  name: string;
}

test.describe.configure({ mode: 'serial' });

test('every story of the static Storybook renders in Chromium', async ({ page }) => {
  test.setTimeout(240_000);
  expect(existsSync(join(ROOT, 'index.json')), `${ROOT} holds a Storybook build (npm run build-storybook)`).toBe(true);
  const index = JSON.parse(readFileSync(join(ROOT, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  expect(stories.length).toBeGreaterThan(0);

  const server = await serveStatic();
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const failures: string[] = [];
  try {
    // One preview for every story, switched as Storybook's own manager does (fast: no reload per story).
    await page.goto(`${base}/iframe.html`);
    await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
    await page.evaluate(() => {
      const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: StoryChannel })
        .__STORYBOOK_ADDONS_CHANNEL__;
      const outcomes: Record<string, string> = {};
      (window as unknown as { storyOutcomes: Record<string, string> }).storyOutcomes = outcomes;
      channel.on('storyFinished', (event: { storyId: string; status: string }) => {
        outcomes[event.storyId] = event.status;
      });
      for (const name of ['storyErrored', 'storyMissing', 'storyThrewException', 'playFunctionThrewException']) {
        channel.on(name, (error: { message?: string; title?: string } | undefined) => {
          outcomes.current = `${name}: ${error?.message ?? error?.title ?? ''}`.slice(0, 400);
        });
      }
    });
    for (const story of stories) {
      pageErrors.length = 0;
      const outcome = await page
        .evaluate(async (id) => {
          const holder = window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: StoryChannel;
            storyOutcomes: Record<string, string>;
          };
          delete holder.storyOutcomes.current;
          holder.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
          const started = Date.now();
          while (!holder.storyOutcomes[id] && !holder.storyOutcomes.current && Date.now() - started < 20_000) {
            await new Promise((done) => setTimeout(done, 25));
          }
          const result = holder.storyOutcomes.current ?? holder.storyOutcomes[id] ?? 'timeout';
          delete holder.storyOutcomes[id];
          return result;
        }, story.id)
        .catch((error: Error) => `crashed: ${error.message}`);
      const state = await page.evaluate(() => ({
        error: document.body.classList.contains('sb-show-errordisplay'),
        errorText: (document.getElementById('error-message')?.textContent ?? '').trim().slice(0, 300),
        text: (document.getElementById('storybook-root')?.innerText ?? '').trim(),
        elements: document.querySelectorAll('#storybook-root *').length,
      }));
      const name = `${story.title} / ${story.name} (${story.id})`;
      if (outcome !== 'success' || state.error) failures.push(`${name}: ${outcome} ${state.errorText}`);
      else if (!state.text && state.elements === 0) failures.push(`${name}: empty canvas`);
      if (pageErrors.length) failures.push(`${name}: page error ${pageErrors.join(' | ')}`);
    }
  } finally {
    server.close();
  }
  expect(failures, 'stories that did not render').toEqual([]);
});
