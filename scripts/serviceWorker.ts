/**
 * The production build's service worker (docs/offline.md), made after the pages are prerendered: the offline
 * page is written from the home page's look, src/serviceWorker/sw.ts is bundled, and Workbox's injectManifest
 * gives it the precache list of what the build wrote (every page, script, stylesheet and picture). The demo build
 * gets a worker that only removes itself: its pages run MSW's worker on the same port (docs/offline.md).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { injectManifest } from 'workbox-build';

const SOURCE = 'src/serviceWorker/sw.ts';
export const WORKER_FILE = 'sw.js';
export const OFFLINE_FILE = 'offline.html';

/** What the worker keeps: the build's pages, code, styles, icons and pictures; not the sharing image of links. */
export const PRECACHE_GLOBS = ['**/*.{html,js,css,svg,png,webp,jpg,woff2,webmanifest}'];
export const PRECACHE_IGNORES = [WORKER_FILE, 'mockWorker.js', 'mockServiceWorker.js', 'images/share.jpg', '.vite/**'];

/**
 * Installed over our worker where the demo build is served: it unregisters itself, so the next page load is the
 * demo's own HTML and mock backend instead of the production pages the worker kept. It does not reload open pages
 * itself (a reload racing the visitor's own navigation stalled it).
 */
export const REMOVING_WORKER = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.registration.unregister()));
`;

/**
 * The page for a navigation that is neither kept nor reachable, in the site's look: the home page's stylesheets
 * and header logo, no script (none is needed, and the CSP allows no inline one).
 */
export function offlinePage(home: string): string {
  const styles = home.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  const logo = /<a class="hdr-logo[\s\S]*?<\/a>/.exec(home)?.[0];
  if (!styles.length || !logo) throw new Error('serviceWorker: home.html has no stylesheet or header logo');
  return `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="theme-color" content="#5b3cc4" />
    <meta name="robots" content="noindex" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>You are offline | HomeEase</title>
    ${styles.join('\n    ')}
  </head>
  <body>
    <header class="site-header bg-white border-bottom">
      <div class="container py-2">${logo}</div>
    </header>
    <main id="main" class="container py-5 text-center">
      <h1 class="h2 mb-3">You are offline</h1>
      <p class="lead mb-4">This page needs a connection, and this device has none right now.</p>
      <p class="mb-4">The home page, the about page and every service's page open without one.</p>
      <p class="d-flex flex-wrap justify-content-center gap-2">
        <a class="btn btn-primary" href="">Try again</a>
        <a class="btn btn-outline-primary" href="/">Home</a>
        <a class="btn btn-outline-primary" href="/services">Services</a>
      </p>
    </main>
    <footer class="border-top py-4 text-center text-body-secondary small">
      <div class="container">HomeEase: trusted home services at your doorstep</div>
    </footer>
  </body>
</html>
`;
}

/** Bundles the worker source with this build's mode and env (its endpoint table reads the API addresses). */
async function bundleWorker(config: ResolvedConfig, outDir: string): Promise<string> {
  await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    logLevel: 'warn',
    publicDir: false,
    define: {
      // Workbox's development logging is dropped in production.
      'process.env.NODE_ENV': JSON.stringify('production'),
      __API_MOCKING__: 'false',
    },
    build: {
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: true,
      rolldownOptions: {
        input: resolve(config.root, SOURCE),
        output: { format: 'iife', entryFileNames: WORKER_FILE },
      },
    },
  });
  return join(outDir, WORKER_FILE);
}

/**
 * `serviceWorker(true)` in the production build, `serviceWorker(false)` in the demo build (mocking on). Runs in
 * the normal order, after the prerender (order 'pre') and before precompress (order 'post').
 */
export function serviceWorker(production: boolean): Plugin {
  let config: ResolvedConfig;
  let skip = false;
  return {
    name: 'service-worker',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(resolved) {
      config = resolved;
      skip = resolved.plugins.some((plugin) => plugin.name.startsWith('storybook:'));
    },
    closeBundle: {
      sequential: true,
      async handler() {
        if (skip) return;
        const outDir = resolve(config.root, config.build.outDir);
        if (!production) {
          writeFileSync(join(outDir, WORKER_FILE), REMOVING_WORKER);
          return;
        }
        writeFileSync(join(outDir, OFFLINE_FILE), offlinePage(readFileSync(join(outDir, 'home.html'), 'utf8')));
        const temp = mkdtempSync(join(tmpdir(), 'homeease-sw-'));
        try {
          const { count, size, warnings } = await injectManifest({
            swSrc: await bundleWorker(config, temp),
            swDest: join(outDir, WORKER_FILE),
            globDirectory: outDir,
            globPatterns: PRECACHE_GLOBS,
            globIgnores: PRECACHE_IGNORES,
            // Hashed names need no revision of their own.
            dontCacheBustURLsMatching: /^assets\//,
          });
          for (const warning of warnings) config.logger.warn(`serviceWorker: ${warning}`);
          config.logger.info(`service worker: ${count} files precached (${Math.round(size / 1024)} KB)`);
        } finally {
          rmSync(temp, { recursive: true, force: true });
        }
      },
    },
  };
}
