/**
 * The drift alarm against a backend that drifted (docs/drift-alarm.md): the dev server (`vite`, the mocks off) talks
 * to a stand-in PHP server with one drift in each call of the public and customer pages, the logins and the admin
 * lists (e2e/drift/driftingPhp.ts); walking those pages in one tab, by router navigation, the overlay and the
 * console name each drifted call with its field and kind, and the overlay copies them as Markdown.
 * `DRIFT_SCREENSHOT=1` also writes the picture of docs/drift-alarm.md (docs/images/drift-overlay.png).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { A11Y_TAGS } from '../src/test/a11yTags';
import { CUSTOMER } from './deploy/phpStandIn';
import { ADMIN, DRIFTS, startDriftingPhp, type DriftingPhp } from './drift/driftingPhp';
import { WEB_SERVER_START_MS } from './limits';

test.describe.configure({ mode: 'serial' });

let php: DriftingPhp;
let vite: ViteDevServer;
let page: Page;
const consoleLines: string[] = [];

/** A move of the app's router, as a link makes it: the page (and the overlay's drift since load) stays. */
async function go(path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

const overlay = () => page.getByRole('region', { name: 'API drift alarm' });
/** The overlay's part for one call: its heading starts with the call's name. */
const callPart = (call: string) =>
  overlay().locator('section', { has: page.getByRole('heading', { name: new RegExp(`^${call} \\(`) }) });

async function expectNamed(drift: (typeof DRIFTS)[number]) {
  const row = callPart(drift.call)
    .getByRole('row')
    .filter({ hasText: drift.path || '(the answer)' })
    .filter({ hasText: drift.kind });
  await expect(row, `${drift.call} ${drift.path} ${drift.kind}`).toContainText(drift.got);
}

const drift = (call: string) => DRIFTS.find((d) => d.call === call)!;

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(WEB_SERVER_START_MS);
  php = await startDriftingPhp();
  // The dev server reads VITE_* from the environment, as `VITE_API_MOCKING=off npm run dev` gives them.
  process.env.VITE_API_MOCKING = 'off';
  process.env.VITE_API_BASE_URL = php.origin;
  vite = await createServer({
    configFile: 'vite.config.ts',
    server: { host: '127.0.0.1', port: 5180, strictPort: false },
    logLevel: 'warn',
    clearScreen: false,
  });
  await vite.listen();
  const context = await browser.newContext({ baseURL: vite.resolvedUrls!.local[0] });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  page = await context.newPage();
  page.on('console', (message) => consoleLines.push(message.text()));
  // The first visit makes the dev server transform the app's modules: part of starting it, not of a test.
  await page.goto('/');
  await expect(overlay()).toBeVisible();
});

test.afterAll(async () => {
  await page?.context().close();
  await vite?.close();
  await php?.close();
});

test('the public pages and the customer login: each drifted call is named with its field', async () => {
  await expectNamed(drift('listCategories'));
  await expect(page.getByRole('button', { name: /^API drift: [1-9]/ })).toHaveAttribute('aria-expanded', 'true');

  await go('/services?category=1');
  await go('/login');
  await page.getByLabel('Email address').fill(CUSTOMER.email);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expectNamed(drift('login'));
  // An extra field is news, not a failure: the customer is signed in and sent on.
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the admin login and lists', async () => {
  await go('/admin/login');
  // The router keeps the last page on screen until the login's chunk is in: fill the login's own fields only.
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await page.getByLabel('Email address').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectNamed(drift('adminLogin'));
  await expect(page).toHaveURL(/\/admin\/Dashboard$/);

  await go('/admin/categories');
  await go('/admin/subcategories');
  await expectNamed(drift('getSubcategories'));
  await go('/admin/services');
  await expectNamed(drift('listServices'));
  await go('/admin/add-subcategory');
  await expectNamed(drift('getCategoryNames'));
  await go('/admin/services/add');
  await expectNamed(drift('listCategoryOptions'));
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Home Cleaning' });
  await expectNamed(drift('listSubcategoryOptions'));
});

test('back on the site: every drift since load is listed, in the console too, and copies as Markdown', async () => {
  // The site's header comes back and checks the customer's session.
  await go('/');
  for (const each of DRIFTS) await expectNamed(each);
  for (const each of DRIFTS)
    expect(
      consoleLines.some(
        (line) =>
          line.startsWith(`[drift] ${each.call} (`) && line.includes(`${each.path || '(the answer)'} ${each.kind}`),
      ),
      `console names ${each.call} ${each.path}`,
    ).toBe(true);

  await overlay().getByRole('button', { name: 'Copy as Markdown' }).click();
  await expect(overlay().getByRole('status')).toHaveText('Copied to the clipboard.');
  const markdown = await page.evaluate(() => navigator.clipboard.readText());
  expect(markdown).toContain(`Backend: ${php.origin} · page: / ·`);
  for (const each of DRIFTS) {
    expect(markdown).toMatch(new RegExp(`^### ${each.call} \\(`, 'm'));
    expect(markdown).toContain(`| ${each.path ? `\`${each.path}\`` : '(the answer)'} |`);
  }

  const { violations } = await new AxeBuilder({ page }).include('[data-drift-alarm]').withTags(A11Y_TAGS).analyze(); // WCAG 2.2 AA: wcag2a … wcag22aa
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // The overlay and a margin of the page it sits on (1280×800 viewport): enough to see where it is.
  if (process.env.DRIFT_SCREENSHOT)
    await page.screenshot({ path: 'docs/images/drift-overlay.png', clip: { x: 0, y: 250, width: 820, height: 550 } });
});
