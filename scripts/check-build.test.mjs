/**
 * Checks of the production build (`npm run build`, mocking off), run with node's test runner:
 * - it ships no mock backend: no msw, faker, fixtures or mock worker;
 * - the JavaScript each main route downloads stays within its gzip budget (docs/architecture.md "Budgets").
 * The route sizes are measured in Chromium (scripts/routeSizes.mjs, as `npm run size` prints them): what the browser
 * really fetches when it opens the route, at gzip level 9 like the build's precompressed copies.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { before, describe, test } from 'node:test';
import { gzipKb, measureRoutes } from './routeSizes.mjs';

const DIST = 'dist';
/**
 * Gzipped KB of JavaScript a first visit may download, per route, location detection included: each change of
 * these numbers has its line in docs/decisions.md. React 19, react-dom and react-router's data router alone are
 * 94 KB here (`npm run size:floor`), so `/` cannot reach 100 KB without leaving that stack.
 */
const BUDGETS_KB = {
  '/': 114.5,
  '/login': 131,
  '/register': 134.5,
  '/services': 120.5,
  '/admin/login': 125,
  '/vendor': 113.5,
};

const files = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });

describe('production build', () => {
  test('exists (run `npm run build` first)', () => {
    assert.ok(existsSync(join(DIST, 'index.html')), 'dist/index.html is missing');
  });

  test('the HTML fetches its scripts at low priority, after the stylesheets the first paint needs', () => {
    // index.html, and the copies for /services, /login and /register that name their page's files too.
    for (const file of ['index.html', 'services.html', 'login.html', 'register.html']) {
      const html = readFileSync(join(DIST, file), 'utf8');
      const scripts = html.match(/<(script type="module"|link rel="modulepreload")[^>]*>/g) ?? [];
      assert.ok(scripts.length >= 2, `${file} has no module script or module preload`);
      assert.deepEqual(
        scripts.filter((tag) => !tag.includes('fetchpriority="low"')),
        [],
        `${file}: module scripts without fetchpriority="low"`,
      );
    }
    assert.match(readFileSync(join(DIST, 'login.html'), 'utf8'), /<link rel="modulepreload"[^>]*LoginPage-[\w-]+\.js"/);
  });

  test('ships no mock service worker', () => {
    assert.equal(existsSync(join(DIST, 'mockServiceWorker.js')), false);
    assert.equal(existsSync(join(DIST, 'mockWorker.js')), false);
  });

  test('contains no msw, faker or fixture code', () => {
    const markers = [
      ['msw', /\bsetupWorker\b|mockServiceWorker|mockWorker\.js|\bmsw\/browser\b|MSW_/],
      ['faker', /@faker-js|\bfaker\b/i],
      ['fixtures', /Kumar Home Services|customer@example\.com|hsm-mock-db/],
      ['mock panel', /Mock backend/],
    ];
    const found = [];
    for (const file of files(DIST).filter((f) => /\.(js|html|css)$/.test(f))) {
      const text = readFileSync(file, 'utf8');
      for (const [what, pattern] of markers) if (pattern.test(text)) found.push(`${what} in ${relative(DIST, file)}`);
    }
    assert.deepEqual(found, []);
  });
});

describe('JavaScript per route (gzip)', () => {
  let sizes;
  before(async () => {
    sizes = new Map((await measureRoutes(DIST, Object.keys(BUDGETS_KB))).map((row) => [row.route, row]));
  });

  for (const [route, budget] of Object.entries(BUDGETS_KB)) {
    test(`${route} loads at most ${budget} KB`, () => {
      const { jsBytes, js, cssBytes } = sizes.get(route);
      const kb = gzipKb(jsBytes);
      console.log(
        `  ${route.padEnd(14)} ${String(kb).padStart(6)} KB gz in ${js.length} files (budget ${budget} KB), CSS ${gzipKb(cssBytes)} KB`,
      );
      assert.ok(kb <= budget, `${route} downloads ${kb} KB of gzipped JavaScript, over its ${budget} KB budget`);
    });
  }
});
