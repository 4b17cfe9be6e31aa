/**
 * Field measurement (docs/field-vitals.md) on the production build behind deploy/nginx.conf: the build made with
 * VITE_RUM_URL (`npm run build:rum`) sends the visit's Web Vitals and errors to the collector in a beacon when the
 * page is left, each record naming the route's pattern and nothing of the visitor; the default build (`npm run
 * build`) sends nothing at all.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { freePort } from './deploy/listen';
import { startNginx, type RunningNginx } from './deploy/nginx';
import { CUSTOMER, startPhpStandIn, type PhpStandIn } from './deploy/phpStandIn';
import { startRumCollector, type RumCollector } from './deploy/rumCollector';
import { DEPLOY_DIST, DEPLOY_RUM_DIST, RUM_URL } from './deploy/settings';
import packageJson from '../package.json' with { type: 'json' };

test.describe.configure({ mode: 'serial' });

const PHONE = '9123456789';
/** A beacon's body (docs/field-vitals.md). */
interface Batch {
  schema: number;
  records: Record<string, unknown>[];
}

let backend: PhpStandIn;
let collector: RumCollector;
const sites: RunningNginx[] = [];

/** The build's nginx (RUM_ORIGIN set to the collector's origin) on a port of its own; its http origin. */
async function serve(root: string, rumOrigin = ''): Promise<string> {
  const port = await freePort();
  sites.push(await startNginx({ phpUpstream: backend.origin, port, root, rumOrigin }));
  return `http://127.0.0.1:${port}`;
}

const builtWith = (dir: string, text: string) =>
  readdirSync(join(dir, 'assets')).some(
    (file) => file.endsWith('.js') && readFileSync(join(dir, 'assets', file), 'utf8').includes(text),
  );

test.beforeAll(async () => {
  backend = await startPhpStandIn();
  collector = await startRumCollector(new URL(RUM_URL));
});
test.afterAll(async () => {
  for (const site of sites) await site.stop();
  await collector?.close();
  await backend?.close();
});

/** Resolves once the measurement's module has loaded (after the page has, when the browser is idle). */
const measuring = (page: Page) =>
  page.waitForResponse((response) => /\/assets\/report-[\w-]+\.js$/.test(new URL(response.url()).pathname));

test('a visit is reported in one beacon when the page is left: vitals and errors, by route pattern, nothing of the visitor', async ({
  page,
}) => {
  expect(builtWith(DEPLOY_RUM_DIST, RUM_URL), `${DEPLOY_RUM_DIST} is not built with VITE_RUM_URL=${RUM_URL}`).toBe(
    true,
  );
  const origin = await serve(DEPLOY_RUM_DIST, new URL(RUM_URL).origin);
  const measuringLogin = measuring(page);
  const answer = await page.goto(`${origin}/login?next=%2Fdashboard`);
  expect(answer!.headers()['content-security-policy']).toContain(
    `connect-src 'self' https://maps.googleapis.com ${new URL(RUM_URL).origin};`,
  );
  await page.getByLabel('Email address').fill(CUSTOMER.email);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(`${origin}/dashboard`);
  await expect(page.getByRole('button', { name: `Account menu for ${CUSTOMER.name}` })).toBeVisible();

  await measuringLogin; // a page left before its measurement loads (after load, when idle) reports nothing

  // A service's page, with the visitor's details typed into its booking form and two errors that carry them.
  const loaded = measuring(page);
  await page.goto(`${origin}/services/5?ref=mail#book`);
  await loaded;
  await page.getByRole('button', { name: 'Book Now' }).click();
  const panel = page.getByRole('region', { name: 'Book This Service' });
  await panel.getByLabel(/Full Name/).fill(CUSTOMER.name);
  await panel.getByLabel(/Email/).fill(CUSTOMER.email);
  await panel.getByLabel(/Phone Number/).fill(PHONE);
  await page.evaluate(
    ({ email, phone }) => {
      setTimeout(() => {
        throw new TypeError(`No booking for ${email} at ${location.href}`);
      });
      void Promise.reject(new Error(`Call ${phone} about "${document.title}"`));
    },
    { email: CUSTOMER.email, phone: PHONE },
  );
  await page.waitForTimeout(100); // the timer's error is thrown

  // Leaving the page (pagehide) sends what it measured: the page before it (login, then the dashboard) sent its own.
  await page.goto('about:blank');
  const received = () => collector.beacons.map((beacon) => JSON.parse(beacon.body) as Batch);
  await expect.poll(() => received().some((batch) => batch.records[0]?.route === '/services/:id')).toBe(true);
  for (const beacon of collector.beacons) expect(beacon.contentType).toMatch(/^text\/plain/);
  const routes = received().flatMap((batch) => batch.records.map((record) => record.route));
  expect(new Set(routes)).toEqual(new Set(['/login', '/dashboard', '/services/:id']));
  const last = collector.beacons.at(-1)!.body;
  test.info().annotations.push({ type: 'beacon', description: last });
  console.log(`  the beacon of /services/5: ${last}`);

  const batch = JSON.parse(last) as Batch;
  expect(batch.schema).toBe(1);
  for (const record of batch.records) {
    expect(record).toMatchObject({ route: '/services/:id', version: packageJson.version, connection: '4g' });
  }
  const vitals = batch.records.filter((record) => record.kind === 'vital').map((record) => record.name);
  expect(vitals.sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
  // One beacon for the page: web-vitals reports CLS and INP as the page is hidden, after pagehide.
  expect(received().filter((sent) => sent.records.some((record) => record.route === '/services/:id'))).toHaveLength(1);
  const errors = batch.records.filter((record) => record.kind === 'error');
  expect(errors).toEqual([
    expect.objectContaining({ source: 'error', type: 'TypeError', message: 'No booking for <email> at <url>' }),
    expect.objectContaining({ source: 'rejection', type: 'Error', message: 'Call <n> about <text>' }),
  ]);
  // Nothing that names the visitor or the page's URL, anywhere in what was sent.
  const everything = collector.beacons.map((beacon) => beacon.body).join('\n');
  for (const secret of [CUSTOMER.email, 'Priya', 'Sharma', PHONE, '/services/5', 'ref=mail', '#book', origin])
    expect(everything, secret).not.toContain(secret);
});

test('the default build sends nothing: no measurement code loads, no beacon leaves', async ({ page }) => {
  expect(builtWith(DEPLOY_DIST, 'sendBeacon'), `${DEPLOY_DIST} carries a beacon`).toBe(false);
  const origin = await serve(DEPLOY_DIST);
  const before = collector.beacons.length;
  const asked: string[] = [];
  page.on('request', (request) => asked.push(request.url()));
  await page.goto(`${origin}/services/5`);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Book Now' }).click();
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('unmeasured');
    }),
  );
  await page.goto(`${origin}/about`);
  await page.waitForLoadState('networkidle');
  await page.goto('about:blank');
  expect(asked.filter((url) => !url.startsWith(origin) && url !== 'about:blank')).toEqual([]);
  expect(asked.filter((url) => /\/assets\/report-/.test(url))).toEqual([]);
  await page.waitForTimeout(500); // a beacon would have reached the collector by now
  expect(collector.beacons.length).toBe(before);
});
