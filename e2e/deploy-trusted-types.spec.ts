/**
 * Trusted Types enforced by deploy/nginx.conf's CSP (`require-trusted-types-for 'script'; trusted-types homeease`,
 * docs/trusted-types.md), in Chromium on the production build: every prerendered page and the main journeys run
 * without one violation, while a string given to an HTML or script sink is refused, and no policy but the app's own
 * can be made.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { collectCspViolations } from './deploy/cspViolations';
import { serveDeployedSite } from './deploy/deployedSite';
import { ADMIN, CUSTOMER } from './deploy/phpStandIn';
import { DEPLOY_DIST } from './deploy/settings';

serveDeployedSite();

const TRUSTED_TYPES = "require-trusted-types-for 'script'; trusted-types homeease";

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? htmlFiles(path) : name.endsWith('.html') ? [path] : [];
  });

/** Every page the build prerendered (its HTML carries the page's data block), as the path nginx serves it on. */
const PRERENDERED = htmlFiles(DEPLOY_DIST)
  .filter((file) => readFileSync(file, 'utf8').includes('id="prerendered-page"'))
  .map((file) => relative(DEPLOY_DIST, file).replace(/\.html$/, ''))
  .map((name) => (name === 'home' ? '/' : `/${name}`))
  .sort();

/** Resolves once React has adopted the prerendered page (the app's hand-over event). */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { hydrated?: boolean }).hydrated === true);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    document.addEventListener('app:hydrated', () => ((window as unknown as { hydrated: boolean }).hydrated = true)),
  );
});

/** The pages are opened in parts (every PARTS-th page), each test well within the time limit (all: ~35 s on CI). */
const PARTS = 3;

test('the build prerenders the site’s pages', () => {
  expect(PRERENDERED.length).toBeGreaterThan(50);
});

for (let part = 0; part < PARTS; part++) {
  test(`every prerendered page hydrates under Trusted Types without a violation (part ${part + 1} of ${PARTS})`, async ({
    page,
  }) => {
    const violations = await collectCspViolations(page);
    const first = await page.goto('/');
    expect(first!.headers()['content-security-policy']).toContain(TRUSTED_TYPES);
    for (const path of PRERENDERED.filter((_, index) => index % PARTS === part)) {
      await page.goto(path);
      await hydrated(page);
      expect(violations, path).toEqual([]);
    }
  });
}

test('browsing, a customer login, a booking and an admin login run without a violation', async ({ page }) => {
  const violations = await collectCspViolations(page);
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('link', { name: 'Explore services' }).click();
  await expect(page.getByRole('heading', { name: 'Full Home Deep Cleaning' })).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('Email address').fill(CUSTOMER.email);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');

  await page.goto('/services/5');
  await hydrated(page);
  await page.getByRole('button', { name: 'Book Now' }).click();
  const panel = page.getByRole('region', { name: 'Book This Service' });
  await panel.getByLabel(/Full Name/).fill(CUSTOMER.name);
  await panel.getByLabel(/Email/).fill(CUSTOMER.email);
  await panel.getByLabel(/Phone Number/).fill('9123456789');
  await panel.getByLabel(/Address/).fill('A-203, Sushant Lok Phase 1');
  await panel.getByLabel(/City/).fill('Gurugram');
  await panel.getByLabel(/ZIP Code/).fill('122009');
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await panel.getByLabel(/^Date/).fill(inAWeek);
  await panel.getByLabel(/^Time/).selectOption({ label: '3:00 PM' });
  await panel.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByRole('heading', { name: 'Booking Successful!' })).toBeVisible();

  await page.goto('/admin/login');
  await page.getByLabel('Email address').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(violations).toEqual([]);
});

test('a string given to an HTML or script sink is refused, and reported', async ({ page }) => {
  const violations = await collectCspViolations(page);
  await page.goto('/about');
  await hydrated(page);
  // (eval is refused by script-src already; code Playwright runs in the page may eval, so it is not tried here.)
  const refused = await page.evaluate(async () => {
    const attempts: Record<string, () => unknown> = {
      innerHTML: () => (document.body.innerHTML = '<img src=x onerror="window.ran = true">'),
      insertAdjacentHTML: () =>
        document.body.insertAdjacentHTML('beforeend', '<img src=x onerror="window.ran = true">'),
      scriptSrc: () => (document.createElement('script').src = '/assets/evil.js'),
      serviceWorker: () => navigator.serviceWorker.register('/sw.js'),
    };
    const outcomes: Record<string, string> = {};
    for (const [sink, attempt] of Object.entries(attempts)) {
      try {
        await attempt();
        outcomes[sink] = 'accepted';
      } catch (error) {
        outcomes[sink] = error instanceof Error ? error.name : String(error);
      }
    }
    return outcomes;
  });
  expect(refused).toEqual({
    innerHTML: 'TypeError',
    insertAdjacentHTML: 'TypeError',
    scriptSrc: 'TypeError',
    serviceWorker: 'TypeError',
  });
  await expect(page.getByRole('heading', { level: 1, name: 'About HomeEase' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { ran?: boolean }).ran)).toBeUndefined();
  await expect.poll(() => violations.filter((text) => text.includes('require-trusted-types-for')).length).toBe(4);
});

test('no policy but the allow-listed one can be made', async ({ page }) => {
  await page.goto('/about');
  await hydrated(page);
  const made = await page.evaluate(() => {
    const factory = (window as unknown as { trustedTypes: { createPolicy(name: string, rules: object): unknown } })
      .trustedTypes;
    try {
      factory.createPolicy('anything', { createHTML: (html: string) => html });
      return 'made';
    } catch (error) {
      return error instanceof Error ? error.name : String(error);
    }
  });
  expect(made).toBe('TypeError');
});

test("the service worker's URL goes through the homeease policy, which the sink takes", async ({ page }) => {
  const violations = await collectCspViolations(page);
  await page.goto('/about');
  await hydrated(page);
  if (existsSync(join(DEPLOY_DIST, 'sw.js'))) {
    // The app registers its worker itself, through src/lib/trustedScriptUrl.ts.
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL))
      .toMatch(/\/sw\.js$/);
  } else {
    // A build without the worker: the policy of that name is still free, and what it makes the sink accepts.
    const refusal = await page.evaluate(async () => {
      const factory = (
        window as unknown as {
          trustedTypes: { createPolicy(name: string, rules: object): { createScriptURL(url: string): string } };
        }
      ).trustedTypes;
      const policy = factory.createPolicy('homeease', { createScriptURL: (url: string) => url });
      try {
        await navigator.serviceWorker.register(policy.createScriptURL('/sw.js'));
        return '';
      } catch (error) {
        return String(error); // the missing file (404), not the type
      }
    });
    expect(refusal).not.toMatch(/TrustedScriptURL/);
  }
  expect(violations).toEqual([]);
});
