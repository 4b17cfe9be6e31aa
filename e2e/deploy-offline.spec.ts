/**
 * The production build behind deploy/nginx.conf, offline after one visit (docs/offline.md): the service worker
 * keeps every prerendered page, so `/`, `/about` and `/services/5` open without a network; a page it did not keep
 * shows the offline page; a booking attempt fails with the app's network-failure text, says the device is offline
 * and keeps what was typed; no API answer with personal data is in Cache Storage. And the web app manifest is served and valid.
 * Screenshots for docs/offline.md: OFFLINE_SHOTS=docs/images.
 */
import { expect, test, type Page } from '@playwright/test';
import { fixClockToday } from './clock';
import { serveDeployedSite } from './deploy/deployedSite';
import { CUSTOMER } from './deploy/phpStandIn';
import { expectAccessible } from './fixtures';

const site = serveDeployedSite();
const SHOTS = process.env.OFFLINE_SHOTS;

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/offline-${name}.png` });
};

/** Every URL in Cache Storage (path and query), by cache. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      all[name] = requests.map((request) => {
        const url = new URL(request.url);
        url.searchParams.delete('__WB_REVISION__'); // the precache's key of a file without a hash in its name
        return url.pathname + url.search;
      });
    }
    return all;
  });

// Small enough for the screenshots in docs/images.
test.use({ viewport: { width: 960, height: 640 } });

test('the web app manifest is served and installable: name, 192 and 512 px icons, standalone', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const answer = await request.get(href!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/manifest+json');
  const manifest = (await answer.json()) as {
    name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest).toMatchObject({ name: expect.stringContaining('HomeEase'), start_url: '/', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((one) => one.sizes === size);
    expect(icon, size).toMatchObject({ type: 'image/png' });
    const png = await request.get(icon!.src);
    expect(png.status(), icon!.src).toBe(200);
    const body = await png.body();
    // The PNG header's width and height are the size the manifest names.
    expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`).toBe(size);
  }
  // The worker: revalidated on each check, at the root so its scope is the whole site.
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toMatch(/javascript/);
});

test('offline after one visit: a booking keeps what was typed, the kept pages open, others show the offline page', async ({
  page,
  context,
}) => {
  // Morning, so today has time slots left to book.
  await fixClockToday(page, '08:00');
  // The first visit: the worker registers once the page is idle and keeps the whole build.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // A signed-in customer opens the services list: the public catalogue read is kept, the login's answer is not.
  await page.goto('/login');
  await page.getByLabel('Email address').fill(CUSTOMER.email);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/dashboard');
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const token = await page.evaluate(() => localStorage.getItem('session_token'));
  expect(token).toBeTruthy();
  const allServices = page.getByRole('contentinfo').getByRole('link', { name: 'All Services' });
  await allServices.click();
  await expect(page.getByRole('heading', { name: 'Full Home Deep Cleaning' })).toBeVisible();
  await expect(page).toHaveURL('/services');
  // Back as the page's own history has it. Playwright's goBack reads the browser's list, which hears of the router's
  // push a moment later: on a busy machine it still stood on /dashboard and went back to /.
  await page.evaluate(() => history.back());
  await expect(page).toHaveURL('/dashboard');

  await context.setOffline(true);

  // The signal goes; the customer taps to the services again and books: the list comes from the kept catalogue
  // read, the booking call fails with the app's network-failure text and says the device is offline, and nothing
  // typed is lost.
  await allServices.click();
  const book = page.getByRole('button', { name: 'Book Now: Full Home Deep Cleaning' });
  await expect(book).toBeEnabled();
  await book.click();
  const dialog = page.getByRole('dialog', { name: 'Book Service' });
  await dialog.getByLabel(/Service address/).fill('42, Block C, Lajpat Nagar, New Delhi');
  await dialog.getByLabel(/Pincode/).fill('110024');
  const slot = dialog.getByLabel(/Time slot/);
  const lastSlot = await slot.locator('option:not([value=""])').last().getAttribute('value');
  await slot.selectOption(lastSlot!);
  await dialog.getByLabel(/Special instructions/).fill('Ring twice, the bell is faint');
  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(dialog.getByText('Error creating booking. Please try again.')).toBeVisible();
  await expect(
    dialog.getByText('You are offline. Everything you typed is kept: confirm again once you are back online.'),
  ).toBeVisible();
  await expect(dialog.getByLabel(/Service address/)).toHaveValue('42, Block C, Lajpat Nagar, New Delhi');
  await expect(dialog.getByLabel(/Pincode/)).toHaveValue('110024');
  await expect(dialog.getByLabel(/Time slot/)).toHaveValue(lastSlot!);
  await expect(dialog.getByLabel(/Special instructions/)).toHaveValue('Ring twice, the bell is faint');
  await shot(page, 'booking');
  expect(site.backend.calls.filter((call) => call.path === '/api/user/bookings/create.php')).toEqual([]);

  // A visit that opens the site again, page by page, with no network.
  for (const [path, heading] of [
    ['/', 'HomeEase: Trusted home services at your doorstep'],
    ['/about', 'About HomeEase'],
    ['/services/5', 'Bridal & Party Makeup'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    await page.waitForLoadState('load');
    await shot(page, path === '/' ? 'home' : path.slice(1).replace('/', '-'));
  }

  // A page the build did not prerender: the offline page, in the site's look, with a way back.
  await page.goto('/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
  await expectAccessible(page);
  await shot(page, 'page');

  // Cache Storage: the build's own files (the precache, checked by scripts/check-build.test.mjs) and, besides
  // them, only the public catalogue reads: no login, session, booking or profile picture.
  const cached = await cachedUrls(page);
  const precache = Object.keys(cached).filter((name) => name.includes('precache'));
  expect(precache).toHaveLength(1);
  expect(cached[precache[0]!]).toEqual(expect.arrayContaining(['/home.html', '/about.html', '/services/5.html']));
  const kept = Object.entries(cached)
    .filter(([name]) => !precache.includes(name))
    .flatMap(([, urls]) => urls);
  expect(kept.length).toBeGreaterThan(0);
  for (const url of kept)
    expect(url).toMatch(/^\/api\/admin\/(listcategories|getsubcategories|listservices)\.php(\?|$)/);
  // What the login answered (the customer's token and e-mail) is in no stored answer, of any cache. (Not the
  // name: the build's sample dashboard data has a Priya Sharma of its own.)
  const personal = await page.evaluate(
    async (secrets) => {
      const found: string[] = [];
      for (const name of await caches.keys())
        for (const response of await (await caches.open(name)).matchAll()) {
          const text = await response.clone().text();
          if (secrets.some((secret) => text.includes(secret))) found.push(response.url);
        }
      return found;
    },
    [token!, CUSTOMER.email],
  );
  expect(personal).toEqual([]);
});
