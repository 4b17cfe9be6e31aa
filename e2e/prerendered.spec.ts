/**
 * The demo build's prerendered pages start as production's do (e2e/deploy-prerendered.spec.ts has nginx and the
 * production build): the HTML paints, the boot script holds what is typed, the mock backend starts, the app adopts
 * the page and is handed what was typed, and every call it makes meanwhile is the mock backend's.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test, waitForHandOver, waitForMockBackend } from './fixtures';
import { holdTheApp } from './holdTheApp';
import { collectProblems } from './pageProblems';

/** Every call to the PHP API the page makes, from now on. */
function apiCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.php')) calls.push(request);
  });
  return calls;
}

/** The mock backend answers JSON through its worker; `vite preview` answers an unknown path with index.html. */
async function answeredByTheMocks(call: Request): Promise<boolean> {
  const response = await call.response();
  return Boolean(response?.fromServiceWorker() && response.headers()['content-type']?.includes('application/json'));
}

test('a visitor who types and presses Login before the app has started is logged in by the mock backend', async ({
  page,
}) => {
  const problems = collectProblems(page);
  const calls = apiCalls(page);
  const app = await holdTheApp(page);
  await page.goto('/login');
  await page.getByLabel('Email address').fill('customer@example.com');
  await page.getByLabel('Password', { exact: true }).fill('Customer@123');
  await page.getByLabel('Keep me logged in (30 days)').check();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect.poll(app.asked).toBe(true);
  // Held: the browser did not send the form itself, and nothing reached a backend.
  await expect(page).toHaveURL('/login');
  await expect(page.getByLabel('Email address')).toHaveValue('customer@example.com');
  expect(calls).toEqual([]);

  app.release();
  await expect(page).toHaveURL('/dashboard');
  const logins = calls.filter((call) => call.postDataJSON()?.action === 'login');
  expect(logins).toHaveLength(1);
  expect(logins[0]!.postDataJSON()).toEqual({
    action: 'login',
    email: 'customer@example.com',
    password: 'Customer@123',
    rememberMe: true,
  });
  // Answered by the mock backend, which was running before the app sent anything (the preview server would have
  // answered with index.html).
  for (const call of calls) expect(await answeredByTheMocks(call), call.url()).toBe(true);
  await waitForMockBackend(page);

  // Opened in full, a prerendered page (its HTML shows nobody signed in) keeps the customer signed in.
  for (const path of ['/', '/services']) {
    await page.goto(path);
    await waitForHandOver(page);
    await expect(page.getByRole('button', { name: 'Account menu for Priya Sharma' })).toBeVisible();
  }
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/dashboard');
  expect(problems).toEqual([]);
});

test('the app adopts each prerendered page without a warning or an error, every call of its start answered by the mocks', async ({
  page,
}) => {
  const problems = collectProblems(page);
  const calls = apiCalls(page);
  // The heading the HTML brought, taken when the parser is done and before any module script runs.
  await page.addInitScript(() =>
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { parsedHeading: Element | null }).parsedHeading = document.querySelector('#root h1');
    }),
  );
  for (const [path, heading] of [
    ['/', 'HomeEase: Trusted home services at your doorstep'],
    ['/services', 'Services'],
    ['/register', 'Create your account'],
    ['/services/5', 'Bridal & Party Makeup'],
    ['/loginvendor', 'Vendor Login'],
  ]) {
    await page.goto(path!);
    await waitForHandOver(page);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    // Hydrated, not painted again: React adopted the very element the HTML made.
    const adopted = await page.evaluate(() => {
      const parsed = (window as unknown as { parsedHeading: Element | null }).parsedHeading;
      return Boolean(parsed?.isConnected) && parsed === document.querySelector('#root h1');
    });
    expect(adopted, `${path}: the HTML's heading was replaced`).toBe(true);
    // The mock panel, outside the adopted root.
    await waitForMockBackend(page);
    await expect(page.locator('#root #mock-panel-root')).toHaveCount(0);
  }
  // /services lists what the backend answers: its calls went to the mocks, never to the preview server.
  await page.goto('/services');
  await expect(page.getByRole('button', { name: 'Book Now' }).first()).toBeVisible();
  expect(calls.length).toBeGreaterThan(0);
  for (const call of calls) expect(await answeredByTheMocks(call), call.url()).toBe(true);
  expect(problems).toEqual([]);
});
