/**
 * The production build behind deploy/nginx.conf in Debian's nginx, in front of a stand-in PHP backend:
 * history fallback, precompressed and cached build files, the PHP paths proxied on the same origin, and the
 * app running under the Content-Security-Policy without a single violation.
 * Run by `npm run test:deploy` (playwright.deploy.config.ts) after `npm run build`.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { startNginx, type RunningNginx } from './deploy/nginx';
import { CATEGORIES, CUSTOMER, startPhpStandIn, type PhpStandIn } from './deploy/phpStandIn';
import { DEPLOY_DIST, DEPLOY_PORT } from './deploy/settings';

test.describe.configure({ mode: 'serial' });

let backend: PhpStandIn;
let nginx: RunningNginx;

test.beforeAll(async () => {
  backend = await startPhpStandIn();
  nginx = await startNginx({ phpUpstream: backend.origin, port: DEPLOY_PORT, root: DEPLOY_DIST });
});

test.afterAll(async () => {
  await nginx?.stop();
  await backend?.close();
});

test.beforeEach(async ({ page }) => {
  backend.calls.length = 0;
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
  if (info.status !== info.expectedStatus) await info.attach('nginx error log', { body: nginx.errorLog() });
});

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET with exactly the headers given: no client that adds or undoes compression on its own. */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: DEPLOY_PORT, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const INDEX_HTML = () => readFileSync(join(DEPLOY_DIST, 'index.html'));
/** The entry script and stylesheet index.html names (content-hashed file names). */
function entryAssets(): { script: string; style: string } {
  const html = INDEX_HTML().toString('utf8');
  const script = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  const style = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  if (!script || !style) throw new Error('index.html names no /assets/ entry script and stylesheet');
  return { script, style };
}

test('deep links load the app; the *.php files under /admin/ go to the backend, the pages do not', async ({ page }) => {
  const pages: [string, string][] = [
    ['/services/12', 'index.html'],
    ['/admin/categories', 'index.html'],
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
  expect((await rawGet('/login')).body.toString('utf8')).toMatch(/<link rel="modulepreload"[^>]*LoginPage-[\w-]+\.js"/);

  await page.goto('/services/12');
  await expect(page).toHaveURL('/services/12');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toHaveCount(0);

  // The admin page itself is the app's: its guard sends a signed-out visitor to the admin login.
  await page.goto('/admin/categories');
  await expect(page).toHaveURL('/admin/login?next=%2Fadmin%2Fcategories');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();

  // A backend answer keeps its own caching (the stand-in sends no Cache-Control, so none is added).
  const proxied = await rawGet('/admin/getcategories.php');
  expect(proxied.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(proxied.headers['cache-control']).toBeUndefined();
  const names = await page.evaluate(() => fetch('/admin/getcategories.php').then((r) => r.json()));
  expect(names).toEqual({ status: 'success', data: CATEGORIES.map(({ id, name }) => ({ id, name })) });
  const paths = backend.calls.map((call) => call.path);
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
    if (nginx.brotli) {
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
  expect(home.body.equals(readFileSync(join(DEPLOY_DIST, 'index.html.gz')))).toBe(true);
  expect(home.headers['cache-control']).toBe('no-cache');
  expect(gunzipSync(home.body).equals(INDEX_HTML())).toBe(true);

  // A chunk that is not there (a stale tab after a deploy) is a 404, not the app's HTML; build internals stay private.
  expect((await rawGet('/assets/RemovedPage-0000000.js')).status).toBe(404);
  expect((await rawGet('/.vite/manifest.json')).status).toBe(404);
});

/** Every CSP violation the page reports, as events and as console messages. */
async function collectCspViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) found.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('reportCspViolation', (text: string) => found.push(`event: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return found;
}

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
    const logins = backend.calls.filter((call) => call.path === '/api/user/login.php' && call.body.includes('"login"'));
    expect(logins).toHaveLength(1);
    expect(JSON.parse(logins[0]!.body)).toMatchObject({
      action: 'login',
      email: CUSTOMER.email,
      password: CUSTOMER.password,
    });
    expect(logins[0]!.headers['content-type']).toBe('application/json');
    expect(logins[0]!.headers['x-forwarded-for']).toBe('127.0.0.1');
    const paths = backend.calls.map((call) => `${call.method} ${call.path}`);
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
