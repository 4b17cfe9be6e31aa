/**
 * What a first visit of a route downloads, measured in Chromium: the production build is served by a small
 * static server (a route's own HTML or index.html, like deploy/nginx.conf), each route is opened in a fresh page
 * until the network is idle, and every JavaScript and CSS file the browser asked for is counted at its gzip
 * (level 9, as the build's precompressed copies) size. Used by `npm run size` and the build test's budgets.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Serves `dist` on a free port of 127.0.0.1; an unknown path outside /assets/ gets index.html. */
async function serveDist(dist) {
  const root = resolve(dist);
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url, 'http://x').pathname);
    let file = normalize(join(root, path));
    const inside = file.startsWith(root);
    if (!inside || !existsSync(file) || statSync(file).isDirectory()) {
      if (path.startsWith('/assets/') || !inside) {
        response.writeHead(404).end();
        return;
      }
      // As deploy/nginx.conf: a main route's own copy of index.html (/login is login.html), else index.html.
      file = existsSync(`${file}.html`) ? `${file}.html` : join(root, 'index.html');
    }
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(done)) };
}

/** src/features/site/useUserLocation.ts' LOCATION_DETECT_DELAY_MS (this script runs without TypeScript). */
const LOCATION_DETECT_DELAY_MS = 1000;

export const gzipKb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Opens each route of `routes` and returns, per route, the JS and CSS files fetched and their gzipped sizes in
 * bytes. No backend runs behind the server: API calls fail fast, as on a server that is down.
 */
export async function measureRoutes(dist, routes, { browser: given } = {}) {
  const server = await serveDist(dist);
  const browser =
    given ??
    (await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS }));
  const sizeOf = new Map();
  const gz = (path) => {
    if (!sizeOf.has(path)) sizeOf.set(path, gzipSync(readFileSync(join(dist, path)), { level: 9 }).length);
    return sizeOf.get(path);
  };
  try {
    const results = [];
    for (const route of routes) {
      const page = await browser.newPage();
      const files = new Set();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin === server.origin && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
      });
      await page.route('**/*.php*', (r) => r.abort());
      await page.route('https://maps.googleapis.com/**', (r) => r.abort());
      await page.goto(`${server.origin}${route}`, { waitUntil: 'networkidle' });
      // On a busy machine the network can idle while the first chunks still run: wait for the page's heading,
      // then for the parts it loads after drawing (footer, header lists).
      await page.waitForSelector('h1', { timeout: 15_000 }).catch(() => {});
      // The customer header detects the city 1 s after it mounts (SPEC §4), loading its code then: every first
      // visit downloads it, so it is counted always, not only when the network happened to idle after it.
      await page.waitForTimeout(LOCATION_DETECT_DELAY_MS + 300);
      await page.waitForLoadState('networkidle');
      await page.close();
      const js = [...files].filter((f) => f.endsWith('.js'));
      const css = [...files].filter((f) => f.endsWith('.css'));
      const sum = (list) => list.reduce((total, f) => total + gz(f), 0);
      results.push({ route, js, css, jsBytes: sum(js), cssBytes: sum(css) });
    }
    return results;
  } finally {
    if (!given) await browser.close();
    await server.close();
  }
}
