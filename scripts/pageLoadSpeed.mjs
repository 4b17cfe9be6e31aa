/**
 * `npm run speed:mock`: how long a full load of a content page takes on the mock build (dist-mock/) against the
 * production build (dist/), both served by `vite preview` with this project's config, as the e2e suite and QA
 * (`npm run preview:mock`) get them. Each page is opened in one tab after the other, as a person clicking through
 * (or a test calling `page.goto`) does: the browser cache and, on the mock build, the registered mock worker stay.
 * A load is timed in the page from the navigation's start until the app has the page: its hand-over
 * (`app:hydrated`, which the app dispatches once React has adopted a prerendered page), or, on a page the app renders
 * itself, its level-1 heading in #root. The first contentful paint is printed beside it. The two builds take turns,
 * page by page; the first round warms the cache and the worker and is not counted. Prints the median per page and
 * per build, and the ratio.
 *
 *   npm run build && npm run build:mock && npm run speed:mock
 *   npm run speed:mock -- --rounds 9 --port 4190 --production /tmp/prod --demo /tmp/demo
 */
/* global window, document, MutationObserver -- the init script and the wait run in the page */
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const PAGES = ['/about', '/contact', '/help', '/faq', '/terms', '/privacy'];

const { values: options } = parseArgs({
  options: {
    rounds: { type: 'string', default: '6' },
    port: { type: 'string', default: '4190' },
    production: { type: 'string', default: 'dist' },
    demo: { type: 'string', default: 'dist-mock' },
  },
});
const rounds = Math.max(1, Number(options.rounds));
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** A tab on one build, served by `vite preview` on `port`: `load(path)` times one full load of a page. */
async function openBuild(browser, outDir, port) {
  const server = await preview({
    preview: { port, strictPort: true, host: '127.0.0.1' },
    build: { outDir },
    logLevel: 'error',
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // No artificial mock latency, as in the e2e suite: what is measured is the page's own loading.
  await context.addInitScript(() => {
    if (!sessionStorage.getItem('hsm-mock-scenario'))
      sessionStorage.setItem('hsm-mock-scenario', JSON.stringify({ name: 'normal', endpoint: null, latencyMs: 0 }));
    // Times from the navigation's start, taken in the page: the app has a prerendered page at its hand-over, and
    // a page it renders itself once its level-1 heading is in #root.
    const loaded = () => (window.appTime ??= performance.now());
    document.addEventListener('app:hydrated', loaded, { once: true });
    new MutationObserver((_, observer) => {
      if (document.readyState === 'loading') return; // the HTML's own heading, or its data block, still to come
      if (document.getElementById('prerendered-page')) observer.disconnect();
      else if (document.querySelector('#root h1')) (observer.disconnect(), loaded());
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  const perPage = () => Object.fromEntries(PAGES.map((path) => [path, []]));
  const times = { paint: perPage(), app: perPage() };
  return {
    times,
    async load(path, counted) {
      await page.goto(`http://127.0.0.1:${port}${path}`);
      const { app, paint } = await (
        await page.waitForFunction(() => {
          const [paint] = performance.getEntriesByName('first-contentful-paint');
          return window.appTime && paint && { app: window.appTime, paint: paint.startTime };
        })
      ).jsonValue();
      if (!counted) return;
      times.paint[path].push(paint);
      times.app[path].push(app);
    },
    async close() {
      await context.close();
      await new Promise((done) => server.httpServer.close(done));
    },
  };
}

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
const builds = [];
try {
  builds.push(await openBuild(browser, options.production, Number(options.port)));
  builds.push(await openBuild(browser, options.demo, Number(options.port) + 1));
  const [production, mock] = builds;
  // The two builds take turns, page by page (which goes first alternates): a machine that gets busier or quieter
  // during the run weighs on both alike.
  for (let round = 0; round <= rounds; round++) {
    for (const path of PAGES) {
      for (const build of round % 2 ? [mock, production] : [production, mock]) await build.load(path, round > 0);
    }
  }
  const row = (cells) => `| ${cells.join(' | ')} |`;
  console.log(
    `Full load of a content page on vite preview until the app has it, median of ${rounds} loads (ms), ` +
      `Chromium ${browser.version()}`,
  );
  console.log(row(['page', 'production', 'mock', 'mock / production', 'first paint: production', 'mock']));
  console.log(row(['---', '---', '---', '---', '---', '---']));
  for (const path of [...PAGES, 'all pages']) {
    const pick = (times) => (path === 'all pages' ? Object.values(times).flat() : times[path]);
    const [p, m] = [median(pick(production.times.app)), median(pick(mock.times.app))];
    const [ph, mh] = [median(pick(production.times.paint)), median(pick(mock.times.paint))];
    console.log(row([path, Math.round(p), Math.round(m), `${(m / p).toFixed(2)}×`, Math.round(ph), Math.round(mh)]));
  }
} finally {
  for (const build of builds) await build.close();
  await browser.close();
}
