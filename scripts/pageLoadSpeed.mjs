/**
 * `npm run speed:mock`: how long a full load of a content page takes on the mock build (dist-mock/) against the
 * production build (dist/), both served by `vite preview` with this project's config, as the e2e suite and QA
 * (`npm run preview:mock`) get them. Each page is opened in one tab after the other, as a person clicking through
 * (or a test calling `page.goto`) does: the browser cache and, on the mock build, the registered mock worker stay.
 * A load is timed from the navigation's start until the page's level-1 heading is visible; the first round warms
 * the cache and the worker and is not counted. Prints the median per page and per build, and the ratio.
 *
 *   npm run build && npm run build:mock && npm run speed:mock
 *   npm run speed:mock -- --rounds 9 --port 4190
 */
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const PAGES = ['/about', '/contact', '/help', '/faq', '/terms', '/privacy'];

const { values: options } = parseArgs({
  options: {
    rounds: { type: 'string', default: '6' },
    port: { type: 'string', default: '4190' },
  },
});
const rounds = Math.max(1, Number(options.rounds));
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function measure(browser, outDir, port) {
  const server = await preview({
    preview: { port, strictPort: true, host: '127.0.0.1' },
    build: { outDir },
    logLevel: 'error',
  });
  const origin = `http://127.0.0.1:${port}`;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // No artificial mock latency, as in the e2e suite: what is measured is the page's own loading.
  await context.addInitScript(() => {
    if (!sessionStorage.getItem('hsm-mock-scenario'))
      sessionStorage.setItem('hsm-mock-scenario', JSON.stringify({ name: 'normal', endpoint: null, latencyMs: 0 }));
  });
  const page = await context.newPage();
  const times = Object.fromEntries(PAGES.map((path) => [path, []]));
  try {
    for (let round = 0; round <= rounds; round++) {
      for (const path of PAGES) {
        const started = performance.now();
        await page.goto(`${origin}${path}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
        if (round > 0) times[path].push(performance.now() - started);
      }
    }
  } finally {
    await context.close();
    await new Promise((done) => server.httpServer.close(done));
  }
  return times;
}

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
try {
  const production = await measure(browser, 'dist', Number(options.port));
  const mock = await measure(browser, 'dist-mock', Number(options.port) + 1);
  const row = (cells) => `| ${cells.join(' | ')} |`;
  console.log(
    `Full load of a content page on vite preview, median of ${rounds} loads (ms), Chromium ${browser.version()}`,
  );
  console.log(row(['page', 'production', 'mock', 'mock / production']));
  console.log(row(['---', '---', '---', '---']));
  for (const path of [...PAGES, 'all pages']) {
    const pick = (times) => (path === 'all pages' ? Object.values(times).flat() : times[path]);
    const [p, m] = [median(pick(production)), median(pick(mock))];
    console.log(row([path, Math.round(p), Math.round(m), `${(m / p).toFixed(2)}×`]));
  }
} finally {
  await browser.close();
}
