/** Vendor journeys in Chromium on the mock build: sign up in five steps, log in, stay in, log out; dashboard filters; axe. */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, logInVendor, test, waitForMockBackend } from './fixtures';

async function readOtp(page: Page, email: string): Promise<string> {
  await page.getByRole('button', { name: /Mock backend/ }).click();
  const mail = page.getByRole('list', { name: 'OTP e-mails' }).getByRole('listitem').filter({ hasText: email });
  const code = (await mail.getByTestId('otp-code').first().textContent())!.trim();
  await page.getByRole('button', { name: 'Close mock panel' }).click();
  return code;
}

test('a new vendor completes the five steps with the OTP from the mock panel, logs in, stays in after a reload and logs out', async ({
  page,
}) => {
  const email = `arjun.plumber.${Date.now()}@example.in`;
  await page.goto('/registervendor');
  await waitForMockBackend(page);
  const progress = page.getByRole('progressbar', { name: 'Registration progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '20');

  // Step 1: personal details and the e-mail code.
  await page.getByLabel('First name').fill('Arjun');
  await page.getByLabel('Last name').fill('Nair');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('OTP sent to your email successfully!')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/Resend OTP in 4:5\d|Resend OTP in 5:00/);
  await page.getByLabel('Verification code').fill(await readOtp(page, email));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('Email verified successfully!')).toBeVisible();
  await page.getByLabel('Phone number').fill('9812345678');
  await page.getByLabel('Password', { exact: true }).fill('Plumber@2025');
  await page.getByLabel('Confirm password', { exact: true }).fill('Plumber@2025');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: business.
  await expect(page.getByRole('heading', { name: 'Step 2 of 5: Business' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Business name is required')).toBeVisible();
  await page.getByLabel('Business name').fill('Nair Plumbing Works');
  await page.getByLabel('Business type').selectOption('individual');
  await page.getByLabel('Experience').selectOption('6-10');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: location; a reload keeps every answer typed so far.
  await expect(page.getByRole('heading', { name: 'Step 3 of 5: Location' })).toBeVisible();
  await page.getByLabel('Business address').fill('House 12, Sector 21');
  await page.getByLabel('City').fill('Gurgaon');
  await page.reload();
  await waitForMockBackend(page);
  await expect(page.getByRole('heading', { name: 'Step 3 of 5: Location' })).toBeVisible();
  await expect(page.getByLabel('City')).toHaveValue('Gurgaon');
  await page.getByLabel('State').fill('Haryana');
  await page.getByLabel('ZIP code').fill('122016');
  await page.getByLabel('Service radius (km)').fill('15');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 4: services from the catalogue.
  await expect(progress).toHaveAttribute('aria-valuenow', '80');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('At least one service must be selected')).toBeVisible();
  const first = page.getByRole('checkbox').first();
  await first.check();
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(1);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 5: review; the password was not kept across the reload, so submitting sends us back to step 1.
  await expect(page.getByRole('heading', { name: 'Step 5 of 5: Review' })).toBeVisible();
  await expect(page.getByText('Nair Plumbing Works')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('I accept the terms and conditions').check();
  await page.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(page.getByRole('heading', { name: 'Step 1 of 5: Personal' })).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Plumber@2025');
  await page.getByLabel('Confirm password', { exact: true }).fill('Plumber@2025');
  await page.getByRole('button', { name: 'Next' }).click();
  for (let step = 2; step < 5; step += 1) await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(page.getByText('Registration successful! Your account is pending verification.')).toBeVisible();
  await expect(page).toHaveURL('/vendor/login');
  await expect(page.getByText('Account created and pending verification. You can sign in meanwhile.')).toBeInViewport();

  // Log in: a pending vendor gets in and is told about the verification.
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill('Plumber@2025');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/vendor/dashboard');
  await expect(page.getByText('Your account is pending verification.')).toBeVisible();
  const menu = page.getByRole('button', { name: 'Account menu for Arjun Nair' });
  await expect(menu).toBeVisible();

  await page.reload();
  await waitForMockBackend(page);
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL('/vendor/dashboard');
  await expect(menu).toBeVisible();

  await menu.click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/loginvendor');
  expect(
    await page.evaluate(() => ['vendorToken', 'vendorData', 'vendorRememberMe'].map((k) => localStorage.getItem(k))),
  ).toEqual([null, null, null]);
  await page.goto('/vendor/dashboard');
  await expect(page).toHaveURL('/loginvendor?next=%2Fvendor%2Fdashboard');
});

test('the seed vendor is verified; the bookings filter narrows the table and the period changes the figures', async ({
  page,
}) => {
  await logInVendor(page);
  await expect(page.getByText('Your account is pending verification.')).toHaveCount(0);
  await page.getByRole('tab', { name: /Bookings/ }).click();
  const rows = page.getByRole('region', { name: 'Bookings table' }).locator('tbody tr');
  await expect(rows).toHaveCount(8);
  await page.getByLabel('Status').selectOption('pending');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('#001040');
  await page.getByLabel('Date').fill('2024-11-27');
  await expect(rows).toHaveCount(1);

  await page.getByRole('tab', { name: 'Analytics' }).click();
  const analytics = page.getByRole('tabpanel', { name: 'Analytics' });
  await expect(analytics.getByText('₹32,400')).toBeVisible();
  await page.getByLabel('Earnings period').selectOption('1y');
  await expect(analytics.getByText('₹1,84,750')).toBeVisible();
  await expect(analytics.getByText('₹32,400')).toHaveCount(0);
});

test('a wrong password shows the server message; a signed-in vendor opening the login goes to the dashboard', async ({
  page,
}) => {
  await page.goto('/vendor/login');
  await waitForMockBackend(page);
  await page.getByLabel('Email address').fill('vendor@example.com');
  await page.getByLabel('Password', { exact: true }).fill('wrong-one');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await page.getByLabel('Password', { exact: true }).fill('Vendor@123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/vendor/dashboard');
  await page.goto('/loginvendor');
  await expect(page).toHaveURL('/vendor/dashboard');
});

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test('the public vendor pages pass axe and do not scroll sideways', async ({ page }) => {
      for (const path of ['/vendor', '/become-a-vendor', '/loginvendor', '/registervendor', '/vendor/nothing-here']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectAccessible(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
    });

    test('the wizard with its errors and the login with its errors pass axe', async ({ page }) => {
      await page.goto('/registervendor');
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('First name is required')).toBeVisible();
      await expectAccessible(page);
      await page.goto('/loginvendor');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByText('Email is required')).toBeVisible();
      await expectAccessible(page);
    });

    test('the dashboard tabs, the sidebar and a placeholder pass axe', async ({ page }) => {
      await logInVendor(page);
      await expectAccessible(page);
      for (const tab of ['My Services', 'Bookings', 'Reviews', 'Analytics']) {
        await page.getByRole('tab', { name: new RegExp(tab) }).click();
        await expect(page.getByRole('tabpanel', { name: new RegExp(tab) })).toBeVisible();
        await expectAccessible(page);
      }
      await page.getByRole('button', { name: width >= 992 ? 'Collapse sidebar' : 'Expand sidebar' }).click();
      await expectAccessible(page);
      await page.goto('/vendor/services');
      await expect(page.getByRole('heading', { level: 1, name: 'My Services' })).toBeVisible();
      await expectAccessible(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  });
}
