/**
 * `npm run check:first-dev`: a newcomer's first `npm run dev`, replayed. Vite starts with an empty dependency
 * cache (its own temporary folder, so a developer's cache is left alone), Chromium opens `/` and waits until the
 * mock backend's service worker runs. It fails on any console error, and on a dependency Vite found only while
 * serving the page: Vite then re-bundles and reloads the page, MSW's worker unregisters itself as its last page
 * closes (CLIENT_CLOSED), and the reloaded page's `worker.start()` finds the dying registration and calls its
 * `update()` without a catch ("Uncaught (in promise) … Failed to update a ServiceWorker … mockWorker.js: Not
 * found"). The scan from index.html follows every static and dynamic import, so nothing is found late; a
 * dependency reached some other way belongs in `optimizeDeps.include` (vite.config.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { createLogger, createServer } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const WAIT_MS = 180_000;
const cacheDir = mkdtempSync(join(tmpdir(), 'first-dev-'));
const problems = [];

const logger = createLogger('warn');
const info = logger.info;
logger.info = (message, options) => {
  if (/new dependencies optimized|optimized dependencies changed|reload|optimizeDeps\.include/.test(message))
    problems.push(`vite: ${message}`);
  info(message, options);
};

const server = await createServer({ cacheDir, customLogger: logger, server: { port: 0, strictPort: false } });
await server.listen();
const url = server.resolvedUrls.local[0];
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`page: ${e.message}`));
  const worker = context.waitForEvent('serviceworker', { timeout: WAIT_MS });
  await page.goto(url, { timeout: WAIT_MS });
  await worker;
  // The mock panel mounts once the worker answers: the app is up on the mocks.
  await page.locator('#mock-panel-root').waitFor({ state: 'attached', timeout: WAIT_MS });
  await page.waitForTimeout(2_000);
} finally {
  await browser.close();
  await server.close();
  rmSync(cacheDir, { recursive: true, force: true });
}
if (problems.length) {
  console.error(`The first \`npm run dev\` of ${url} was not clean:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`The first \`npm run dev\` is clean: no console error, no dependency found late (${url}).`);
