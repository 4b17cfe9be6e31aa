/** The first load as a visitor meets it: never an empty page while code loads, never a silent mock failure. */
import { expect, test, waitForHandOver } from './fixtures';

test('the first load shows a loading line while the page code arrives, and the router never asks for a HydrateFallback', async ({
  page,
}) => {
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  // A slow phone network: the page's own code arrives only once the loading line has been seen. The forgotten
  // password page is not prerendered: index.html, the empty shell of every such route, paints the loading line.
  let deliver!: () => void;
  const seen = new Promise<void>((done) => (deliver = done));
  await page.route(/\/assets\/ForgotPasswordPage-[^/]*\.js$/, async (route) => {
    await seen;
    await route.continue();
  });
  await page.goto('/forgot-password', { waitUntil: 'commit' });
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
  deliver();
  await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
  // A guarded area waits for its loader too.
  await page.goto('/admin/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  expect(logs.filter((text) => text.includes('HydrateFallback'))).toEqual([]);
});

test('a prerendered page shows its content before any of its code has arrived, then the app takes it over', async ({
  page,
}) => {
  let deliver!: () => void;
  const painted = new Promise<void>((done) => (deliver = done));
  await page.route(/\/assets\/HomePage-[^/]*\.js$/, async (route) => {
    await painted;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
  deliver();
  await waitForHandOver(page);
  // The app's own: a link opens the next page in the app, without a new document.
  await page.evaluate(() => ((window as { marker?: boolean }).marker = true));
  await page.getByRole('link', { name: 'Login / Sign Up' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  expect(await page.evaluate(() => (window as { marker?: boolean }).marker)).toBe(true);
});

test('a QA build whose mock backend cannot start says so instead of showing a blank page', async ({ page }) => {
  // As on a LAN address over http or in a private window: no service workers.
  await page.addInitScript(() => {
    Object.defineProperty(window.navigator, 'serviceWorker', { value: undefined, configurable: true });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'The mock backend could not start' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Reason:');
  await expect(page.getByRole('button', { name: 'Reload page' })).toBeVisible();
});
