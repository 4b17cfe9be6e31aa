/**
 * What a first visit of a route downloads, measured in Chromium: the production build is served by a small
 * static server (a route's own HTML or index.html, like deploy/nginx.conf), each route is opened in a fresh page
 * until the network is idle, and every JavaScript and CSS file the browser asked for is counted at its gzip
 * (level 9, as the build's precompressed copies) size. Used by `npm run size` and the build test's budgets.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import { serveStatic } from './staticServer.mjs';

/* global window, document -- the init script and the wait run in the page */

/**
 * As deploy/nginx.conf: a main route's own copy of index.html (/login is login.html, / is home.html), else
 * index.html; a missing file under /assets/ is a 404, never HTML.
 */
const historyFallback = (root) => (path) => {
  if (path.startsWith('/assets/')) return null;
  const own = join(root, `${normalize(path).replace(/\/+$/, '')}.html`);
  return own.startsWith(root) && existsSync(own) ? own : join(root, 'index.html');
};

/** src/features/site/useUserLocation.ts' LOCATION_DETECT_DELAY_MS (this script runs without TypeScript). */
const LOCATION_DETECT_DELAY_MS = 1000;

export const gzipKb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Opens each route of `routes` and returns, per route, the JS and CSS files fetched and their gzipped sizes in
 * bytes. No backend runs behind the server: API calls fail fast, as on a server that is down.
 */
export async function measureRoutes(dist, routes) {
  const server = await serveStatic(dist, { fallback: historyFallback(resolve(dist)), home: 'home.html' });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const sizeOf = new Map();
  const gz = (path) => {
    if (!sizeOf.has(path)) sizeOf.set(path, gzipSync(readFileSync(join(dist, path)), { level: 9 }).length);
    return sizeOf.get(path);
  };
  // The routes open side by side, each in a context of its own (no shared cache): a route mostly waits (for the
  // network to idle, for the header's location code), so one after the other they took about 20 s.
  const measure = async (route) => {
    const page = await browser.newPage();
    const files = new Set();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === server.origin && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
    });
    await page.route('**/*.php*', (r) => r.abort());
    await page.route('https://maps.googleapis.com/**', (r) => r.abort());
    await page.addInitScript(() =>
      document.addEventListener('app:hydrated', () => (window.appReady = true), { once: true }),
    );
    await page.goto(`${server.origin}${route}`, { waitUntil: 'networkidle' });
    // The network can idle before the app has started (a prerendered page starts it after its paint, one module
    // a task): wait until the app has the page (its `app:hydrated`, or its own heading in #root), then for the
    // parts it loads after drawing (footer, header lists).
    await page
      .waitForFunction(
        () => window.appReady || (!document.getElementById('prerendered-page') && document.querySelector('#root h1')),
        null,
        { timeout: 15_000 },
      )
      .catch(() => {});
    // The customer header detects the city 1 s after it mounts (docs/product-rules.md §4), loading its code then: every first
    // visit downloads it, so it is counted always, not only when the network happened to idle after it.
    await page.waitForTimeout(LOCATION_DETECT_DELAY_MS + 300);
    await page.waitForLoadState('networkidle');
    await page.close();
    const js = [...files].filter((f) => f.endsWith('.js'));
    const css = [...files].filter((f) => f.endsWith('.css'));
    const sum = (list) => list.reduce((total, f) => total + gz(f), 0);
    return { route, js, css, jsBytes: sum(js), cssBytes: sum(css) };
  };
  try {
    return await Promise.all(routes.map(measure));
  } finally {
    await browser.close();
    await server.close();
  }
}
