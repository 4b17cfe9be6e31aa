/**
 * The prerendered public pages of the production build (`npm run build`), served by deploy/nginx.conf: each is
 * readable with JavaScript off, and with it on the browser hydrates it without a single warning or error.
 */
import { expect, test } from '@playwright/test';
import { serveDeployedSite } from './deploy/deployedSite';
import { CUSTOMER } from './deploy/phpStandIn';
import { holdTheApp } from './holdTheApp';
import { collectProblems } from './pageProblems';

const site = serveDeployedSite();

/** Pages and a heading each shows, from the HTML alone. */
const PAGES: [string, string][] = [
  ['/', 'HomeEase: Trusted home services at your doorstep'],
  ['/about', 'About HomeEase'],
  ['/services', 'Services'],
  ['/login', 'Welcome back'],
  ['/register', 'Create your account'],
  ['/faq', 'Frequently Asked Questions'],
  ['/services/5', 'Bridal & Party Makeup'],
  ['/become-a-vendor', 'Grow your business with HomeEase'],
  ['/loginvendor', 'Vendor Login'],
];

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a prerendered page shows its heading, its text and its head', async ({ page }) => {
    await page.goto('/services/5');
    await expect(page.getByRole('heading', { level: 1, name: 'Bridal & Party Makeup' })).toBeVisible();
    await expect(page.getByText('HD and airbrush make-up with hairstyling').first()).toBeVisible();
    await expect(page).toHaveTitle('Bridal & Party Makeup | HomeEase');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Bridal & Party Makeup | HomeEase',
    );
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'Service', name: 'Bridal & Party Makeup' });

    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About HomeEase' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
  });
});

test('the browser hydrates every prerendered page without a warning or an error', async ({ page }) => {
  const problems = collectProblems(page);
  // The heading the HTML brought, taken when the parser is done and before any module script runs.
  await page.addInitScript(() =>
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { parsedHeading: Element | null }).parsedHeading = document.querySelector('#root h1');
    }),
  );
  for (const [path, heading] of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Hydrated, not painted again: React adopted the very element the HTML made.
    const adopted = await page.evaluate(() => {
      const parsed = (window as unknown as { parsedHeading: Element | null }).parsedHeading;
      return Boolean(parsed?.isConnected) && parsed === document.querySelector('#root h1');
    });
    expect(adopted, `${path}: the HTML's heading was replaced`).toBe(true);
    expect(problems, path).toEqual([]);
  }
});

test('a hydrated page is the app: a link opens the next page without a new document', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/services/5');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await expect(page).toHaveURL('/');
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  expect(problems).toEqual([]);
});

test('a visitor who types and presses Login before the app has started is logged in with what they typed', async ({
  page,
}) => {
  const problems = collectProblems(page);
  const app = await holdTheApp(page);
  const before = site.backend.calls.length;
  await page.goto('/login');
  await page.getByLabel('Email address').fill(CUSTOMER.email);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
  await page.getByLabel('Keep me logged in (30 days)').check();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect.poll(app.asked).toBe(true);
  // Held: the browser did not send the form itself (nginx would refuse the POST), nothing reached the backend.
  await expect(page).toHaveURL('/login');
  await expect(page.getByLabel('Email address')).toHaveValue(CUSTOMER.email);
  expect(site.backend.calls.slice(before).filter((call) => call.path.endsWith('/login.php'))).toEqual([]);

  app.release();
  await expect(page).toHaveURL('/dashboard');
  const logins = site.backend.calls
    .slice(before)
    .filter((call) => call.path === '/api/user/login.php' && call.body.includes('"action":"login"'));
  expect(logins).toHaveLength(1);
  expect(JSON.parse(logins[0]!.body)).toEqual({
    action: 'login',
    email: CUSTOMER.email,
    password: CUSTOMER.password,
    rememberMe: true,
  });
  expect(problems).toEqual([]);
});

test("a prerendered page asks for the app once it has painted and loaded, the page's modules beside it, each once", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  const timing = await page.evaluate(() => {
    const entry = performance
      .getEntriesByType('resource')
      .find((resource) => /\/assets\/index-[\w-]+\.js$/.test(resource.name));
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      entry: entry?.startTime ?? -1,
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      load: navigation.loadEventEnd,
    };
  });
  expect(timing.entry).toBeGreaterThan(timing.paint);
  expect(timing.entry).toBeGreaterThanOrEqual(timing.load);

  const { modules } = JSON.parse((await page.locator('#prerendered-page').textContent()) ?? '{}') as {
    modules: string[];
  };
  expect(modules.length).toBeGreaterThan(3);
  for (const module of modules)
    expect(
      asked.filter((path) => path === module),
      module,
    ).toHaveLength(1);
});
