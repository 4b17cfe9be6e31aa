/**
 * The production build behind deploy/nginx.conf in Debian's nginx, in front of a stand-in PHP backend:
 * history fallback, precompressed and cached build files, the PHP paths proxied on the same origin, and the
 * app running under the Content-Security-Policy without a single violation. Then the defences of the edge
 * (docs/security.md), each proven by what the stand-in did or did not receive: dot files, the proxied-path
 * allow-list, the uploads sandbox, no-store API answers, and the opt-in TLS recipe deploy/nginx-tls.conf.
 * Run by `npm run test:deploy` (playwright.deploy.config.ts) after `npm run build`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test, type Locator } from '@playwright/test';
import { collectCspViolations } from './deploy/cspViolations';
import { serveDeployedSite } from './deploy/deployedSite';
import { startNginx } from './deploy/nginx';
import { CATALOGUE_CACHE_CONTROL, CATEGORIES, CUSTOMER, HOSTILE_PAGES, HOSTILE_SCRIPT } from './deploy/phpStandIn';
import { DEPLOY_DIST, DEPLOY_PORT } from './deploy/settings';

const site = serveDeployedSite();

test.beforeEach(async ({ page }) => {
  site.backend.calls.length = 0;
  // Google's geocoder, answered here: the page still asks for it from its real origin, so the CSP applies.
  await page.route('https://maps.googleapis.com/maps/api/geocode/json?**', (route) =>
    route.fulfill({
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify({
        status: 'OK',
        results: [
          {
            formatted_address: 'MG Road, Bengaluru, Karnataka 560001, India',
            address_components: [
              { long_name: 'Bengaluru', short_name: 'Bengaluru', types: ['locality', 'political'] },
              { long_name: '560001', short_name: '560001', types: ['postal_code'] },
            ],
          },
        ],
      }),
    }),
  );
});

test.afterEach(async () => {
  const info = test.info();
  if (info.status !== info.expectedStatus) await info.attach('nginx error log', { body: site.nginx.errorLog() });
});

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** Name and value pairs as sent, so a header sent twice shows twice. */
  rawHeaders: string[];
  body: Buffer;
}

interface RawRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  port?: number;
  /** https with the test's self-signed certificate. */
  tls?: boolean;
}

/** A request with exactly the headers given: no client that adds or undoes compression on its own. */
function rawRequest(path: string, options: RawRequest = {}): Promise<RawAnswer> {
  const { method = 'GET', headers = {}, body, port = DEPLOY_PORT, tls = false } = options;
  const send = tls ? httpsRequest : httpRequest;
  // Node frames a GET, DELETE or OPTIONS body by nothing at all: nginx would read it as the next request.
  const sent = body === undefined ? headers : { 'Content-Length': String(Buffer.byteLength(body)), ...headers };
  return new Promise((resolve, reject) => {
    const req = send({ host: '127.0.0.1', port, path, method, headers: sent, rejectUnauthorized: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          rawHeaders: res.rawHeaders,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const rawGet = (path: string, headers: Record<string, string> = {}) => rawRequest(path, { headers });

/** Every value of one header, however many times it was sent. */
const headerValues = (answer: RawAnswer, name: string) =>
  answer.rawHeaders.flatMap((value, i) =>
    i % 2 === 1 && answer.rawHeaders[i - 1]!.toLowerCase() === name ? [value] : [],
  );

/** The paths the stand-in received, as "METHOD /path". */
const received = () => site.backend.calls.map((call) => `${call.method} ${call.path}`);

const INDEX_HTML = () => readFileSync(join(DEPLOY_DIST, 'index.html'));
/** A script and the stylesheet index.html names (content-hashed file names). */
function entryAssets(): { script: string; style: string } {
  const html = INDEX_HTML().toString('utf8');
  // The largest module index.html preloads (the framework): the entry itself is a few hundred bytes, too few to
  // show what compression does.
  const [script] = [...html.matchAll(/<link rel="modulepreload"[^>]* href="(\/assets\/[^"]+\.js)"/g)]
    .map((match) => match[1]!)
    .sort((a, b) => statSync(join(DEPLOY_DIST, b)).size - statSync(join(DEPLOY_DIST, a)).size);
  const style = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  if (!script || !style) throw new Error('index.html preloads no /assets/ script, or links no stylesheet');
  return { script, style };
}

test('deep links load the app; the *.php files under /admin/ go to the backend, the pages do not', async ({ page }) => {
  const pages: [string, string][] = [
    ['/dashboard', 'index.html'],
    ['/admin/categories', 'index.html'],
    // The public pages are prerendered, each in its own file (e2e/deploy-prerendered.spec.ts reads them).
    ['/services/12', 'services/12.html'],
    ['/', 'home.html'],
    // The main customer routes have their own copy of index.html, which names their page's files.
    ['/services?category_id=1', 'services.html'],
    ['/login', 'login.html'],
    ['/register', 'register.html'],
  ];
  for (const [path, file] of pages) {
    const answer = await rawGet(path);
    expect(answer.status, path).toBe(200);
    expect(answer.headers['content-type'], path).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control'], path).toBe('no-cache');
    expect(answer.body.equals(readFileSync(join(DEPLOY_DIST, file))), `${path} is ${file}`).toBe(true);
  }
  const robots = await rawGet('/robots.txt');
  expect(robots.headers['content-type']).toMatch(/^text\/plain/);
  expect(robots.body.toString('utf8')).toContain('Disallow: /admin');
  // /login is prerendered (e2e/deploy-prerendered.spec.ts): its HTML has the page, and the stylesheets it paints with.
  expect((await rawGet('/login')).body.toString('utf8')).toMatch(/<link rel="stylesheet"[^>]*components-[\w-]+\.css"/);

  await page.goto('/services/12');
  await expect(page).toHaveURL('/services/12');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toHaveCount(0);

  // The admin page itself is the app's: its guard sends a signed-out visitor to the admin login.
  await page.goto('/admin/categories');
  await expect(page).toHaveURL('/admin/login?next=%2Fadmin%2Fcategories');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();

  // The stand-in names no caching for this call, so nginx forbids shared caches (see the no-store test).
  const proxied = await rawGet('/admin/getcategories.php');
  expect(proxied.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(proxied.headers['cache-control']).toBe('no-store');
  const names = await page.evaluate(() => fetch('/admin/getcategories.php').then((r) => r.json()));
  expect(names).toEqual({ status: 'success', data: CATEGORIES.map(({ id, name }) => ({ id, name })) });
  const paths = site.backend.calls.map((call) => call.path);
  expect(paths).toContain('/admin/getcategories.php');
  expect(paths.filter((path) => !/\.(php|svg)$/.test(path))).toEqual([]);
});

test('build files are served precompressed; hashed ones are cached for a year, index.html is revalidated', async () => {
  const { script, style } = entryAssets();
  for (const asset of [script, style]) {
    const file = readFileSync(join(DEPLOY_DIST, asset));

    const gzip = await rawGet(asset, { 'Accept-Encoding': 'gzip' });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['vary']).toBe('Accept-Encoding');
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gzip.headers['content-type']).toMatch(asset.endsWith('.js') ? /^application\/javascript/ : /^text\/css/);
    // The build's own .gz file, as it is (compressing on the fly would send another body, chunked, weak ETag).
    expect(gzip.body.equals(readFileSync(join(DEPLOY_DIST, `${asset}.gz`)))).toBe(true);
    expect(gzip.headers['content-length']).toBe(String(gzip.body.length));
    expect(gzip.body.length).toBeLessThan(file.length / 2);
    expect(gunzipSync(gzip.body).equals(file)).toBe(true);

    const brotli = await rawGet(asset, { 'Accept-Encoding': 'gzip, deflate, br' });
    if (site.nginx.brotli) {
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.body.equals(readFileSync(join(DEPLOY_DIST, `${asset}.br`)))).toBe(true);
      expect(brotliDecompressSync(brotli.body).equals(file)).toBe(true);
    } else {
      test.info().annotations.push({ type: 'brotli', description: 'nginx has no brotli module here: gzip only' });
      expect(brotli.headers['content-encoding']).toBe('gzip');
    }

    const plain = await rawGet(asset);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(file)).toBe(true);
  }

  const home = await rawGet('/', { 'Accept-Encoding': 'gzip' });
  expect(home.headers['content-encoding']).toBe('gzip');
  expect(home.body.equals(readFileSync(join(DEPLOY_DIST, 'home.html.gz')))).toBe(true);
  expect(home.headers['cache-control']).toBe('no-cache');
  expect(gunzipSync(home.body).equals(readFileSync(join(DEPLOY_DIST, 'home.html')))).toBe(true);

  // A chunk that is not there (a stale tab after a deploy) is a 404, not the app's HTML; build internals stay private.
  expect((await rawGet('/assets/RemovedPage-0000000.js')).status).toBe(404);
  expect((await rawGet('/.vite/manifest.json')).status).toBe(404);
});

/** The natural width of a picture once it has loaded (0 while loading or when it failed). */
const loadedWidth = (img: Locator) => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0));

test.describe('with the visitor’s position shared', () => {
  test.use({ permissions: ['geolocation'], geolocation: { latitude: 12.9757, longitude: 77.6055 } });

  test('home, /services and a customer login run under the CSP without a violation; login and catalogue go through the proxy', async ({
    page,
  }) => {
    const violations = await collectCspViolations(page);

    const home = await page.goto('/');
    const headers = home!.headers();
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("connect-src 'self' https://maps.googleapis.com");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('geolocation=(self)');

    // The categories come from the stand-in through the proxy, with their pictures from /uploads/.
    const tile = page
      .getByRole('region', { name: 'What are you looking for?' })
      .getByRole('button', { name: 'Home Cleaning' });
    await expect(tile).toBeVisible();
    await expect.poll(() => loadedWidth(tile.locator('img'))).toBeGreaterThan(0);
    // Reverse geocoding (connect-src https://maps.googleapis.com) names the city in the header.
    await expect(page.getByRole('button', { name: /Your location/ })).toContainText('Bengaluru');

    await page.goto('/services');
    await expect(page.getByRole('heading', { name: 'Full Home Deep Cleaning' })).toBeVisible();

    await page.goto('/login');
    await page.getByLabel('Email address').fill(CUSTOMER.email);
    await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL('/dashboard');
    const menu = page.getByRole('button', { name: `Account menu for ${CUSTOMER.name}` });
    await expect(menu).toBeVisible();
    await expect.poll(() => loadedWidth(menu.locator('img'))).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');

    expect(violations).toEqual([]);

    // What reached the backend, through nginx, on the page's own origin (no CORS preflight).
    const logins = site.backend.calls.filter(
      (call) => call.path === '/api/user/login.php' && call.body.includes('"login"'),
    );
    expect(logins).toHaveLength(1);
    expect(JSON.parse(logins[0]!.body)).toMatchObject({
      action: 'login',
      email: CUSTOMER.email,
      password: CUSTOMER.password,
    });
    expect(logins[0]!.headers['content-type']).toBe('application/json');
    expect(logins[0]!.headers['x-forwarded-for']).toBe('127.0.0.1');
    const paths = site.backend.calls.map((call) => `${call.method} ${call.path}`);
    expect(paths).toContain('GET /api/admin/listcategories.php');
    expect(paths).toContain('GET /api/admin/listservices.php');
    expect(paths).toContain('GET /uploads/categories/home-cleaning.svg');
    expect(paths).toContain('GET /uploads/users/priya.svg');
    expect(paths.filter((call) => call.startsWith('OPTIONS'))).toEqual([]);

    // The watch above would catch one: a call to an origin the policy does not name is blocked and reported.
    await page.evaluate(() => fetch('https://api.example.in/api/user/login.php').catch(() => undefined));
    await expect.poll(() => violations.some((text) => text.includes('connect-src'))).toBe(true);
  });
});

/** Asserts that nginx answered each path itself with `status` and the stand-in never saw it. */
async function expectRefused(paths: string[], status: number, options: RawRequest = {}): Promise<void> {
  const statuses: [string, number][] = [];
  for (const path of paths) statuses.push([path, (await rawRequest(path, options)).status]);
  const reached = site.backend.calls.map((call) => call.path);
  expect(reached.filter((path) => paths.includes(path))).toEqual([]);
  expect(statuses).toEqual(paths.map((path) => [path, status]));
}

test('dot files under /api/, /uploads/, /admin/ and /vendor/ are refused by nginx, never proxied', async () => {
  await expectRefused(
    [
      '/api/.env',
      '/api/.git/config',
      '/api/user/.env',
      '/uploads/.htaccess',
      '/uploads/users/.hidden/avatar.jpg',
      '/admin/.git/hooks.php',
      '/vendor/.env.php',
      '/.env',
    ],
    404,
  );
  expect(site.backend.calls).toEqual([]);
});

/** The request targets the stand-in received, as "METHOD target" (raw: not decoded, not normalised). */
const receivedTargets = () => site.backend.calls.map((call) => `${call.method} ${call.target}`);

test('a raw path nginx and the backend could read differently is a 400 of nginx, never proxied; a query may hold anything', async () => {
  // nginx chooses the location by the decoded, normalised path but forwards the raw one: each of these looks like
  // an app call (or an allowed picture) to nginx and names another file to a backend that decodes it its own way.
  const ambiguous = [
    '/api/user/debug_old.php%2f..%2f..%2f..%2fadmin/login.php', // debug_old.php to a PHP server decoding %2F
    '/api/user/..%2f..%2fadmin/getcategories.php',
    '/api/user/login.php%0a', // "\.php$" matches before a final newline
    '/api/user/login.php%0D',
    '/api/admin/listcategories.php%2F',
    '/admin/getcategories.php%5c..%5cdebug.php', // a backslash is a separator to a Windows backend
    '/admin\\getcategories.php',
    '/api/user/%2e%2e/%2E%2E/admin/getcategories.php',
    '/api/admin/x/../listcategories.php',
    '/api/admin/./listcategories.php',
    '/admin/getcategories.php/.',
    '/admin//getcategories.php',
    '/uploads/users/priya.svg%2f..%2f..%2fusers/evil.html',
    '/uploads/users/evil.html%00.jpg',
  ];
  const statuses: [string, number][] = [];
  for (const path of ambiguous) statuses.push([path, (await rawGet(path)).status]);
  expect(statuses).toEqual(ambiguous.map((path) => [path, 400]));
  expect(site.backend.calls).toEqual([]);

  // Only the path is judged: a query is passed on as it was written.
  const query = '?next=%2Fdashboard%2F..%2F%0a&u=a//b%5c';
  expect((await rawGet(`/api/admin/listservices.php${query}`)).status).toBe(200);
  expect(receivedTargets()).toEqual([`GET /api/admin/listservices.php${query}`]);
  const login = await rawGet('/login?next=%2Fdashboard');
  expect(login.status).toBe(200);
  expect(login.body.equals(readFileSync(join(DEPLOY_DIST, 'login.html')))).toBe(true);
});

/** Every call of src/api/endpoints.ts as "METHOD /path" on this origin (the maps call goes to Google). */
function appBackendCalls(): string[] {
  const source = readFileSync('src/api/endpoints.ts', 'utf8');
  const table = source.slice(source.indexOf('export const endpoints = {'));
  const calls = new Set<string>();
  for (const [, row] of table.matchAll(/\w+: \{([^{}]*)\}/g)) {
    const method = /method: '(\w+)'/.exec(row!)?.[1];
    const path = /path: '([^']+)'/.exec(row!)?.[1];
    const base = /base: '(\w+)'/.exec(row!)?.[1];
    if (!method || !path) throw new Error(`src/api/endpoints.ts: a row without method or path: ${row}`);
    if (base !== 'maps') calls.add(`${method} ${path.startsWith('/') ? path : `/api/${base}/${path}`}`);
  }
  return [...calls];
}

test('only the calls of src/api/endpoints.ts are proxied: any other /api/ path is a 404 of nginx', async () => {
  const calls = appBackendCalls();
  expect(calls.length).toBeGreaterThanOrEqual(20);
  for (const call of calls) {
    const [method, path] = call.split(' ') as [string, string];
    const headers = { 'Content-Type': 'application/json' };
    await rawRequest(path, method === 'GET' ? {} : { method, headers, body: '{}' });
  }
  expect(received()).toEqual(calls);

  site.backend.calls.length = 0;
  await expectRefused(
    [
      '/api/',
      '/api/user/',
      '/api/debug.php',
      '/api/user/config.inc',
      '/api/user/login.php.bak',
      '/api/user/login.phps',
      '/api/user/LOGIN.PHP',
      '/api/user/a/b/c.php',
      '/api/vendor/vendor-data.php/extra.php',
    ],
    404,
  );
  // Not a call shape of the app: the app's own page answers, the backend never sees it.
  expect((await rawGet('/vendor/includes/db.php')).body.equals(INDEX_HTML())).toBe(true);
  expect(site.backend.calls).toEqual([]);
});

test('each call of src/api/endpoints.ts takes only its own method: another is a 405 of nginx, another name a 404', async () => {
  const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
  const headers = { 'Content-Type': 'application/json' };
  const withBody = (method: string) => (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) ? '{}' : undefined);
  const refusals: string[] = [];
  const expected: string[] = [];
  const calls = appBackendCalls().map((call) => call.split(' ') as [string, string]);
  for (const [own, path] of calls) {
    const allowed = own === 'GET' ? ['GET', 'HEAD'] : [own];
    for (const method of methods.filter((m) => !allowed.includes(m))) {
      const answer = await rawRequest(path, { method, headers, body: withBody(method) });
      refusals.push(`${method} ${path}: ${answer.status}, Allow: ${answer.headers.allow}`);
      expected.push(`${method} ${path}: 405, Allow: ${allowed.join(', ')}`);
    }
  }
  expect(refusals).toEqual(expected);
  expect(site.backend.calls).toEqual([]);

  // HEAD goes with GET.
  const reads = calls.filter(([own]) => own === 'GET').map(([, path]) => path);
  for (const path of reads) await rawRequest(path, { method: 'HEAD' });
  expect(received()).toEqual(reads.map((path) => `HEAD ${path}`));

  // A script in the backend's folders with the shape of a call but none of its names is not passed on at all.
  site.backend.calls.length = 0;
  const strays = [
    '/api/user/debug_old.php',
    '/api/admin/categories/drop.php',
    '/admin/phpinfo.php',
    '/vendor/debug.php',
  ];
  for (const method of ['GET', 'POST']) await expectRefused(strays, 404, { method, headers, body: withBody(method) });
  expect(site.backend.calls).toEqual([]);
});

test('nothing under /uploads/ is executed: scripts, non-pictures and writes are refused by nginx', async () => {
  const scripts = ['php', 'phtml', 'phar', 'php5', 'php7', 'pht', 'phps', 'cgi', 'pl', 'py', 'sh', 'PHP'];
  await expectRefused(
    [
      ...scripts.map((extension) => `/uploads/users/shell.${extension}`),
      '/uploads/users/shell.php.jpg', // Apache runs a name with .php anywhere in it
      '/uploads/users/shell.php/avatar.jpg', // PHP's path info runs shell.php
      '/uploads/users/notes.txt',
      '/uploads/users/evil.html',
      HOSTILE_SCRIPT,
      '/uploads/',
      // A profile picture may come from the user API (SPEC §3): the same rules hold there.
      '/api/user/profiles/shell.php.jpg',
      '/api/user/profiles/shell.php/avatar.jpg',
      '/api/user/profiles/notes.txt',
    ],
    404,
  );
  for (const method of ['POST', 'PUT', 'DELETE']) {
    await expectRefused(['/uploads/users/avatar.jpg'], 403, { method, body: 'GIF89a' });
  }
  expect(site.backend.calls).toEqual([]);

  // Pictures are read as before, whatever the case of their extension.
  for (const path of [
    '/uploads/users/priya.svg',
    '/uploads/services/photo.JPG',
    '/uploads/categories/a.webp',
    '/api/user/profiles/priya.jpg',
  ]) {
    await rawGet(path);
  }
  await rawRequest('/uploads/users/priya.svg', { method: 'HEAD' });
  expect(received()).toEqual([
    'GET /uploads/users/priya.svg',
    'GET /uploads/services/photo.JPG',
    'GET /uploads/categories/a.webp',
    'GET /api/user/profiles/priya.jpg',
    'HEAD /uploads/users/priya.svg',
  ]);
  expect(headerValues(await rawGet('/api/user/profiles/priya.jpg'), 'content-security-policy')).toEqual([UPLOADS_CSP]);
});

test('uploads and /api/user/ pictures are plain picture names: a script behind ";", a space or a second extension is refused by nginx', async () => {
  await expectRefused(
    [
      '/uploads/shell.php;.jpg',
      '/uploads/shell.asp;.jpg',
      '/uploads/shell.php%20.jpg',
      '/uploads/shell.phtml%3B.jpg',
      '/uploads/shell.shtml.jpg', // Apache runs a file by any handler-mapped one of its extensions
      '/uploads/users/shell.cgi.png',
      '/uploads/users/shell.jpg.svg',
      '/uploads/users/.jpg',
      '/uploads/users/a+b.jpg',
      '/uploads/users/caf%C3%A9.jpg',
      '/uploads/us.ers/avatar.jpg',
      '/api/user/profiles/shell.php;.jpg',
      '/api/user/profiles/shell.shtml.jpg',
      '/api/user/profiles/shell.php%20.png',
    ],
    404,
  );
  expect(site.backend.calls).toEqual([]);

  // A plain name, in folders or not, in any case, is read as before.
  const pictures = [
    '/uploads/avatar.jpg',
    '/uploads/services/2024/photo-1_B.JPEG',
    '/uploads/categories/home-cleaning.svg',
    '/api/user/profiles/priya_7.webp',
  ];
  for (const path of pictures) await rawGet(path);
  expect(receivedTargets()).toEqual(pictures.map((path) => `GET ${path}`));
});

const UPLOADS_CSP = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";
/** The security headers every answer of the site carries, uploads included (only the CSP differs there). */
const SHARED_SECURITY_HEADERS = [
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
];

test('uploads are sandboxed: their own CSP and nosniff on every answer, SVG as a download, HTML refused, no script runs', async ({
  page,
}) => {
  // In Chromium: the page is refused, the SVG becomes a download, and the "photo" that is HTML loads without the
  // uploaded script it names (which would set window.ran and the title).
  const ran = () => page.evaluate(() => [(window as { ran?: boolean }).ran ?? false, document.title] as const);
  for (const path of HOSTILE_PAGES) {
    await page.goto('about:blank');
    const outcome = await page.goto(path).then(
      (response) => String(response?.status()),
      (error: Error) => error.message,
    );
    const [scriptRan, title] = await ran();
    expect(scriptRan, path).toBe(false);
    expect(title, path).not.toBe('ran');
    if (path.endsWith('.html')) expect(outcome, path).toBe('404');
    if (path.endsWith('.svg')) expect(outcome, path).toMatch(/Download is starting/);
    if (path.endsWith('.jpg')) {
      expect(outcome, path).toBe('200');
      await expect(page.getByText('uploaded photo')).toBeVisible();
    }
  }
  expect(received()).not.toContain('GET /uploads/users/evil.html');
  expect(received()).not.toContain(`GET ${HOSTILE_SCRIPT}`);

  const home = await rawGet('/');
  const answers = [
    await rawGet('/uploads/users/priya.svg'),
    await rawGet('/uploads/users/evil.svg'),
    await rawGet('/uploads/users/avatar.jpg'),
    await rawGet('/uploads/users/evil.html'),
    await rawGet('/uploads/.htaccess'),
    await rawGet('/uploads/users/shell.php'),
    await rawRequest('/uploads/users/avatar.jpg', { method: 'POST' }),
  ];
  for (const answer of answers) {
    expect(headerValues(answer, 'content-security-policy')).toEqual([UPLOADS_CSP]);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    for (const name of SHARED_SECURITY_HEADERS) expect(answer.headers[name], name).toBe(home.headers[name]);
  }
  const [picture, svg, photo, html] = answers as [RawAnswer, RawAnswer, RawAnswer, RawAnswer];
  expect(picture.status).toBe(200);
  expect(picture.headers['content-disposition']).toBe('attachment');
  expect(svg.headers['content-disposition']).toBe('attachment');
  expect(photo.headers['content-disposition']).toBeUndefined();
  expect(html.status).toBe(404);
});

test('API answers the backend sent without Cache-Control are no-store, errors included; one with its own keeps it', async () => {
  const json = { 'Content-Type': 'application/json' };
  const login = JSON.stringify({ action: 'login', email: CUSTOMER.email, password: CUSTOMER.password });
  const session = await rawRequest('/api/user/login.php', { method: 'POST', headers: json, body: login });
  expect(JSON.parse(session.body.toString('utf8'))).toMatchObject({ status: 'success' });
  const broken = await rawRequest('/api/user/login.php', { method: 'POST', headers: json, body: 'not json' });
  expect(broken.status).toBe(400);
  const names = await rawGet('/admin/getcategories.php');
  const catalogue = await rawGet('/api/admin/listcategories.php');
  expect(received()).toEqual([
    'POST /api/user/login.php',
    'POST /api/user/login.php',
    'GET /admin/getcategories.php',
    'GET /api/admin/listcategories.php',
  ]);

  for (const answer of [session, broken, names]) expect(headerValues(answer, 'cache-control')).toEqual(['no-store']);
  expect(headerValues(catalogue, 'cache-control')).toEqual([CATALOGUE_CACHE_CONTROL]);
  // The app's own files keep theirs.
  expect(headerValues(await rawGet('/login'), 'cache-control')).toEqual(['no-cache']);
});

test('the backend is told the address nginx saw, never one the client wrote', async () => {
  const forged = { 'X-Forwarded-For': '1.2.3.4', 'X-Real-IP': '1.2.3.4', Forwarded: 'for=1.2.3.4' };
  const json = { 'Content-Type': 'application/json' };
  await rawRequest('/api/user/login.php', {
    method: 'POST',
    headers: { ...forged, ...json },
    body: '{"action":"test"}',
  });
  await rawGet('/admin/getcategories.php', forged);
  await rawGet('/uploads/users/priya.svg', forged);
  expect(received()).toEqual([
    'POST /api/user/login.php',
    'GET /admin/getcategories.php',
    'GET /uploads/users/priya.svg',
  ]);
  for (const call of site.backend.calls) {
    expect([call.headers['x-forwarded-for'], call.headers['x-real-ip'], call.headers.forwarded], call.path).toEqual([
      '127.0.0.1',
      '127.0.0.1',
      undefined,
    ]);
  }
});

/** The ">>> site" … "<<< site" parts of a recipe, which nginx.conf and nginx-tls.conf must share. */
const siteParts = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^[ \t]*# >>> site: (\w+)\n[\s\S]*?# <<< site: \1\n/gm)].map((m) => m[0]);

test('deploy/nginx-tls.conf serves the very site of deploy/nginx.conf', () => {
  const plain = siteParts('deploy/nginx.conf');
  expect(plain.map((part) => part.trim().split('\n')[0])).toEqual(['# >>> site: maps', '# >>> site: server']);
  expect(siteParts('deploy/nginx-tls.conf')).toEqual(plain);
});

/** A port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

test('the TLS recipe redirects http to https, sends HSTS on every answer and proxies the API', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'homeease-tls-'));
  const [certificate, key] = [join(dir, 'cert.pem'), join(dir, 'key.pem')];
  const openssl = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=127.0.0.1', '-days', '1'].concat([
      '-keyout',
      key,
      '-out',
      certificate,
    ]),
    { encoding: 'utf8' },
  );
  expect(openssl.status, openssl.stderr).toBe(0);
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const tlsNginx = await startNginx({
    phpUpstream: site.backend.origin,
    port: httpPort,
    root: DEPLOY_DIST,
    tls: { port: httpsPort, certificate, key },
  });
  try {
    const https = { port: httpsPort, tls: true };
    const hsts = 'max-age=31536000; includeSubDomains';

    // Plain http only redirects, the same path and query on https; nothing reaches the backend over it.
    const redirect = await rawRequest('/services/12?from=mail', { port: httpPort });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe('https://127.0.0.1/services/12?from=mail');
    const plainLogin = await rawRequest('/api/user/login.php', { port: httpPort, method: 'POST', body: '{}' });
    expect(plainLogin.status).toBe(301);
    expect(site.backend.calls).toEqual([]);

    const page = await rawRequest('/services/12', https);
    expect(page.status).toBe(200);
    expect(page.body.equals(readFileSync(join(DEPLOY_DIST, 'services/12.html')))).toBe(true);
    expect((await rawRequest('/dashboard', https)).body.equals(INDEX_HTML())).toBe(true);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    const picture = await rawRequest('/uploads/users/priya.svg', https);
    expect(picture.headers['content-security-policy']).toBe(UPLOADS_CSP);
    const refused = await rawRequest('/api/.env', https);
    expect(refused.status).toBe(404);

    const login = JSON.stringify({ action: 'login', email: CUSTOMER.email, password: CUSTOMER.password });
    const json = { 'Content-Type': 'application/json' };
    const session = await rawRequest('/api/user/login.php', { ...https, method: 'POST', headers: json, body: login });
    expect(JSON.parse(session.body.toString('utf8'))).toMatchObject({ status: 'success', user: { id: 7 } });
    expect(session.headers['cache-control']).toBe('no-store');
    for (const answer of [page, picture, refused, session]) {
      expect(headerValues(answer, 'strict-transport-security')).toEqual([hsts]);
    }

    expect(received()).toEqual(['GET /uploads/users/priya.svg', 'POST /api/user/login.php']);
    expect(site.backend.calls[1]!.headers['x-forwarded-proto']).toBe('https');
    expect(JSON.parse(site.backend.calls[1]!.body)).toMatchObject({ action: 'login', email: CUSTOMER.email });
  } finally {
    await tlsNginx.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
