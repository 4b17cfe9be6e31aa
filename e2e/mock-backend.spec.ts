import { expect, expectAccessible, test, waitForMockBackend } from './fixtures';

/** Calls the backend from the page as the app would, returning what fetch saw. */
async function post(page: import('@playwright/test').Page, url: string, body: unknown) {
  return page.evaluate(
    async ([target, payload]) => {
      try {
        const response = await fetch(target as string, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(payload),
        });
        return { kind: 'answer', status: response.status, text: await response.text() };
      } catch (error) {
        return { kind: 'failure', name: (error as Error).name, message: (error as Error).message };
      }
    },
    [url, body],
  );
}

test('an OTP the mock sends shows in the panel and on one console line', async ({ page }) => {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  await page.goto('/');
  await waitForMockBackend(page);

  const answer = await post(page, '/api/user/register.php', { action: 'sendOtp', email: 'kavya.nair@example.in' });
  expect(answer).toMatchObject({ kind: 'answer', status: 200 });
  expect(JSON.parse((answer as { text: string }).text)).toMatchObject({ status: 'success' });

  await expect.poll(() => lines.find((line) => line.includes('kavya.nair@example.in'))).toMatch(/^\[mock\] OTP for kavya\.nair@example\.in: \d{6}$/);
  const code = /(\d{6})$/.exec(lines.find((line) => line.includes('kavya.nair@example.in'))!)![1];

  await page.getByRole('button', { name: /Mock backend/ }).click();
  const outbox = page.getByRole('list', { name: 'OTP e-mails' });
  await expect(outbox).toContainText('kavya.nair@example.in');
  await expect(outbox.getByTestId('otp-code').first()).toHaveText(code);
  await expectAccessible(page);

  // The code works, and only for that e-mail.
  const wrongEmail = await post(page, '/api/user/register.php', { action: 'verifyOtp', email: 'someone@example.in', otp: code });
  expect(JSON.parse((wrongEmail as { text: string }).text)).toMatchObject({ status: 'error' });
  const verified = await post(page, '/api/user/register.php', { action: 'verifyOtp', email: 'kavya.nair@example.in', otp: code });
  expect(JSON.parse((verified as { text: string }).text)).toMatchObject({ status: 'success' });
});

test('the mock data survives a reload and the panel resets it', async ({ page }) => {
  await page.goto('/');
  await waitForMockBackend(page);
  await post(page, '/api/user/register.php', { action: 'sendOtp', email: 'rohan.mehta@example.in' });
  await page.reload();
  await page.getByRole('button', { name: /Mock backend/ }).click();
  await expect(page.getByRole('list', { name: 'OTP e-mails' })).toContainText('rohan.mehta@example.in');

  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: 'Reset data' }).click();
  await page.waitForLoadState('load');
  await page.getByRole('button', { name: /Mock backend/ }).click();
  await expect(page.getByText('No OTP sent yet.')).toBeVisible();
});

test('?mock=offline makes every call a network failure', async ({ page }) => {
  await page.goto('/?mock=offline');
  await waitForMockBackend(page);
  for (const [url, body] of [
    ['/api/user/login.php', { action: 'login', email: 'customer@example.com', password: 'Customer@123', rememberMe: false }],
    ['/api/admin/login.php', { email: 'admin@example.com', password: 'Admin@123' }],
    ['/vendor/login.php', { email: 'vendor@example.com', password: 'Vendor@123', rememberMe: false }],
  ] as const) {
    expect(await post(page, url, body)).toMatchObject({ kind: 'failure', name: 'TypeError' });
  }
  const listing = await page.evaluate(() => fetch('/api/admin/listcategories.php').then(() => 'answered', (e: Error) => e.name));
  expect(listing).toBe('TypeError');
  await expect(page.getByRole('button', { name: 'Mock backend: offline' })).toBeVisible();
});

test('a scenario can target one endpoint and is kept while the tab lives', async ({ page }) => {
  await page.goto('/?mock=server-error:login');
  await waitForMockBackend(page);
  const login = await post(page, '/api/user/login.php', { action: 'login', email: 'customer@example.com', password: 'Customer@123', rememberMe: false });
  expect(login).toMatchObject({ kind: 'answer', status: 500 });
  const other = await post(page, '/api/admin/login.php', { email: 'admin@example.com', password: 'Admin@123' });
  expect(other).toMatchObject({ kind: 'answer', status: 200 });

  await page.goto('/about');
  await waitForMockBackend(page);
  const again = await post(page, '/api/user/login.php', { action: 'login', email: 'customer@example.com', password: 'x', rememberMe: false });
  expect(again).toMatchObject({ status: 500 });
  // Same URL, other call: the connectivity check is not the targeted endpoint.
  expect(await post(page, '/api/user/login.php', { action: 'test' })).toMatchObject({ status: 200 });

  await page.goto('/?mock=bad-json');
  await waitForMockBackend(page);
  const bad = await post(page, '/api/user/login.php', { action: 'test' });
  expect(bad).toMatchObject({ kind: 'answer', status: 200 });
  expect(() => JSON.parse((bad as { text: string }).text)).toThrow();
});

test('the panel switches the scenario without a reload', async ({ page }) => {
  await page.goto('/');
  await waitForMockBackend(page);
  await page.getByRole('button', { name: /Mock backend/ }).click();
  await page.getByLabel('Scenario').selectOption('server-error');
  expect(await post(page, '/api/user/login.php', { action: 'test' })).toMatchObject({ status: 500 });
  await page.getByLabel('Scenario').selectOption('normal');
  expect(await post(page, '/api/user/login.php', { action: 'test' })).toMatchObject({ status: 200 });
});
