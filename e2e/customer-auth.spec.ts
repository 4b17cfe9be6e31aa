/** Customer journeys in Chromium on the mock build: sign up with the e-mailed OTP, log in, stay logged in, log out. */
import { expect, expectAccessible, logInCustomer, test, waitForMockBackend } from './fixtures';

test('a new customer registers with the OTP from the mock panel, logs in, stays logged in after a reload and logs out', async ({
  page,
}) => {
  const email = `meera.pillai.${Date.now()}@example.in`;
  await page.goto('/register');
  await waitForMockBackend(page);

  await page.getByLabel('Full name').fill('Meera Pillai');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Phone number').fill('9898012345');
  await page.getByLabel('Password', { exact: true }).fill('Monsoon@2025');
  await page.getByLabel('Confirm password', { exact: true }).fill('Monsoon@2025');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('OTP sent successfully to your email!')).toBeVisible();

  // The code, as QA reads it: from the mock panel's outbox.
  await page.getByRole('button', { name: /Mock backend/ }).click();
  const mail = page.getByRole('list', { name: 'OTP e-mails' }).getByRole('listitem').filter({ hasText: email });
  const code = (await mail.getByTestId('otp-code').textContent())!.trim();
  expect(code).toMatch(/^\d{6}$/);
  await page.getByRole('button', { name: 'Close mock panel' }).click();

  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('Email verified successfully!')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Location' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Registration progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expectAccessible(page);

  await page.getByLabel('Address').fill('22 Marine Drive');
  await page.getByLabel('City').fill('Noida');
  await page.getByLabel('State').fill('Uttar Pradesh');
  await page.getByLabel('Pincode').fill('201301');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Registration successful! Redirecting to login...')).toBeVisible();
  await expect(page).toHaveURL('/login');

  // The login says once that the account exists, in view, with focus in the password. The history entry keeps
  // the e-mail but no longer the word, so a reload of it (which reads this state) says nothing.
  await expect(page.getByText('Account created. Log in to continue.')).toBeInViewport();
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await expect.poll(() => page.evaluate(() => (history.state as { usr?: unknown }).usr)).toEqual({ email });
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill('Monsoon@2025');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/dashboard');
  const menu = page.getByRole('button', { name: 'Account menu for Meera Pillai' });
  await expect(menu).toBeVisible();

  // The reload validates the stored session with the server, which still knows it: the menu stays after its answer.
  const validated = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/user/login.php') && response.request().postDataJSON()?.action === 'validateSession',
  );
  await page.reload();
  await waitForMockBackend(page);
  expect((await validated).status()).toBe(200);
  await expect(menu).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('session_token'))).toMatch(/^[0-9a-f]{64}$/);

  await menu.click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Login / Sign Up' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('session_token')])).toEqual([
    null,
    null,
  ]);
});

test('on a phone, a wrong code says "Invalid OTP" under the code field, on screen, with focus back in it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const email = `arun.menon.${Date.now()}@example.in`;
  await page.goto('/register');
  await waitForMockBackend(page);
  await page.getByLabel('Full name').fill('Arun Menon');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Phone number').fill('9898054321');
  await page.getByLabel('Password', { exact: true }).fill('Monsoon@2025');
  await page.getByLabel('Confirm password', { exact: true }).fill('Monsoon@2025');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('OTP sent successfully to your email!')).toBeInViewport();
  const field = page.getByLabel('Verification code');
  await expect(field).toBeFocused();

  await page.getByRole('button', { name: /Mock backend/ }).click();
  const mail = page.getByRole('list', { name: 'OTP e-mails' }).getByRole('listitem').filter({ hasText: email });
  const code = (await mail.getByTestId('otp-code').textContent())!.trim();
  await page.getByRole('button', { name: 'Close mock panel' }).click();
  await field.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('Invalid OTP', { exact: true })).toBeInViewport();
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
});

test('the demo customer logs in, and a wrong password shows the server message', async ({ page }) => {
  await page.goto('/login');
  await waitForMockBackend(page);
  await page.getByLabel('Email address').fill('customer@example.com');
  await page.getByLabel('Password', { exact: true }).fill('nope-nope');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expectAccessible(page);

  await page.getByLabel('Password', { exact: true }).fill('Customer@123');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('button', { name: 'Account menu for Priya Sharma' })).toBeVisible();
});

test('login without a network shows the network text and a working Test Connection', async ({ page }) => {
  await logInCustomer(page, '?mock=offline');
  await expect(page.getByRole('alert')).toContainText(
    'Network error. Please check your internet connection and try again.',
  );
  await page.getByRole('button', { name: 'Test Connection' }).click();
  await expect(page.getByText(/^Connection failed: /)).toBeVisible();
  await expectAccessible(page);
});

test('the login and registration pages pass axe', async ({ page }) => {
  for (const path of ['/login', '/register']) {
    await page.goto(path);
    await waitForMockBackend(page);
    await expectAccessible(page);
  }
  // With every step-1 message showing.
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expectAccessible(page);
});
