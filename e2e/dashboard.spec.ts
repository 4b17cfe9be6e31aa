/** The customer dashboard in Chromium on the mock build: a booking from /services on /bookings, search, tabs, axe. */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, logInCustomer, pageInNoida, test, waitForMockBackend } from './fixtures';
import { fixClockToday } from './clock';

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

test('a customer books from /services and sees that booking first on /bookings', async ({ browser, baseURL }) => {
  const { context, page } = await pageInNoida(browser, baseURL);
  await fixClockToday(page, '08:00');
  await logInCustomer(page);
  await expect(page).toHaveURL('/dashboard');

  await page.goto('/services?category_id=1&subcategory_id=2');
  await waitForMockBackend(page);
  await expect(page.locator('[aria-labelledby="packages-title"]')).toHaveAttribute('aria-busy', 'false');
  const book = page.getByRole('button', { name: 'Book Now: Classic Bathroom Cleaning' });
  await expect(book).toBeEnabled();
  await book.click();
  const dialog = page.getByRole('dialog', { name: 'Book Service' });
  await dialog.getByRole('button', { name: 'Use my current location' }).click();
  await expect(dialog.getByLabel(/Service address/)).toHaveValue(/Noida/);
  await dialog.getByLabel(/Time slot/).selectOption('11:00');
  const modalSummary = await dialog.getByRole('region', { name: 'Booking summary' }).innerText();
  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page).toHaveURL('/bookings');

  const recent = page.getByRole('region', { name: 'Booking just made' });
  await expect(recent).toContainText('Classic Bathroom Cleaning');
  await expect(recent).toContainText('11:00 AM');
  await expect(recent).toContainText('Noida');
  // The price, GST and total the booking modal showed, though the booking sent the price alone.
  const summary = recent.getByRole('region', { name: 'Booking summary' });
  await expect(summary).toContainText(/GST \(18%\)₹[\d,]+/);
  expect(await summary.innerText()).toBe(modalSummary);
  await expect(recent).toContainText('Booking created successfully');
  await expect(recent).toContainText(/Booking number: BK\d{6}/);
  await expect(recent).not.toContainText(/Server/);
  await expect(page.getByRole('tab', { name: 'My Bookings' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page);
  await context.close();
});

test('a visitor is sent to the login and comes back; the search finds a booking by vendor name', async ({ page }) => {
  await page.goto('/bookings');
  await expect(page).toHaveURL('/login?next=%2Fbookings');
  await logInCustomer(page, '?next=%2Fbookings');
  await expect(page).toHaveURL('/bookings');

  await page.getByRole('searchbox', { name: 'Search bookings' }).fill('CoolBreeze');
  const list = page.getByRole('list', { name: 'Bookings' });
  await expect(list.getByRole('article')).toHaveCount(1);
  await expect(list.getByRole('article')).toContainText('AC Service & Repair');
  await page.getByLabel('Status').selectOption('cancelled');
  await expect(page.getByText('No bookings found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible();
  await expectAccessible(page);
});

test('the dashboard tabs move with the arrow keys, keep the URL, and pass axe at 1280 px', async ({ page }) => {
  await logInCustomer(page);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByTestId('stat-spent')).toHaveText('₹5,897');
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Overview' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'My Bookings' })).toBeFocused();
  await expect(page).toHaveURL('/dashboard?tab=bookings');
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL('/dashboard?tab=profile');
  await expect(page.getByRole('region', { name: 'Account Status' })).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');

  for (const path of ['/profile', '/settings']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  }
});

test('the dashboard, bookings, profile and settings pass axe on a 360 px phone without sideways scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logInCustomer(page);
  await expect(page).toHaveURL('/dashboard');
  for (const path of ['/dashboard', '/bookings', '/dashboard?tab=profile', '/profile', '/settings']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await noSidewaysScroll(page);
    await expectAccessible(page);
  }
});
