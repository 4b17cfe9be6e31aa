/** Service details in Chromium on the mock build: from the home page to a confirmed booking; not found; axe at 360 and 1280 px. */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, waitForMockBackend } from './fixtures';

const inAWeek = () => {
  const date = new Date(Date.now() + 7 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

test('a visitor opens a service from the home page and reads each tab', async ({ page }) => {
  await page.goto('/');
  await waitForMockBackend(page);
  // The cards are below the fold: their part of the page loads as the visitor scrolls past the offers towards it.
  await page.getByRole('region', { name: 'Offers' }).scrollIntoViewIfNeeded();
  const book = page.getByRole('link', { name: 'Book Salon for Women' }).first();
  await book.scrollIntoViewIfNeeded();
  await book.click();
  await expect(page).toHaveURL('/service/1');
  await expect(page.getByRole('status').filter({ hasText: 'Loading service details...' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Salon for Women' })).toBeVisible();
  await expectAccessible(page);

  const tabs = ['Description', "What's Included", 'FAQs', 'Reviews'] as const;
  const expected = {
    Description: 'Satisfaction Guarantee',
    "What's Included": 'Sealed single-use kit opened in front of you',
    FAQs: 'Does the beautician bring her own table and towels?',
    Reviews: 'Read More Reviews',
  };
  for (const name of tabs) {
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('tabpanel', { name })).toContainText(expected[name]);
    if (name === 'FAQs') {
      await page.getByRole('button', { name: 'Does the beautician bring her own table and towels?' }).click();
      await expect(page.getByText('She carries a foldable mat')).toBeVisible();
      await expectAccessible(page);
    }
  }
});

test('a visitor books from the details panel: the errors first, then a booking, then a related service', async ({
  page,
}) => {
  await page.goto('/service/1');
  await waitForMockBackend(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Salon for Women' })).toBeVisible();
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByLabel(/Full Name/)).toBeFocused();
  const panel = page.getByRole('region', { name: 'Book This Service' });
  await panel.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(panel.getByText('Name is required')).toBeVisible();
  await expect(panel.getByText('Time is required')).toBeVisible();
  await expectAccessible(page);

  await panel.getByLabel(/Full Name/).fill('Meera Nair');
  await panel.getByLabel(/Email/).fill('meera.nair@example.com');
  await panel.getByLabel(/Phone Number/).fill('9123456789');
  await panel.getByLabel(/Address/).fill('A-203, Sushant Lok Phase 1');
  await panel.getByLabel(/City/).fill('Gurugram');
  await panel.getByLabel(/ZIP Code/).fill('122009');
  await panel.getByLabel(/^Date/).fill(inAWeek());
  await panel.getByLabel(/^Time/).selectOption({ label: '3:00 PM' });
  await expect(panel.getByTestId('details-total')).toHaveText('$54');
  await panel.getByRole('button', { name: 'Confirm Booking' }).click();

  await expect(page.getByRole('heading', { name: 'Booking Successful!' })).toBeVisible();
  await expect(page.getByTestId('details-summary')).toContainText('3:00 PM');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Book Another Service' }).click();
  await expect(panel.getByLabel(/Full Name/)).toHaveValue('');

  await page
    .getByRole('region', { name: 'Related Services' })
    .getByRole('link', { name: /View Details/ })
    .first()
    .click();
  await expect(page).toHaveURL('/services/2');
  await expect(page.getByRole('heading', { level: 1, name: 'Salon for Men' })).toBeVisible();
});

test("an id no service has shows 'Service Not Found'; a footer slug opens the services page", async ({ page }) => {
  await page.goto('/services/999');
  await expect(page.getByRole('heading', { level: 1, name: 'Service Not Found' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to Services' }).click();
  await expect(page).toHaveURL('/services');

  await page.goto('/services/ac-service-repair');
  await expect(page).toHaveURL(/\/services\?/);
});

test('service details fit a 360 px phone and pass axe', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/services/27');
  await expect(page.getByRole('heading', { level: 1, name: 'Home Construction' })).toBeVisible();
  await noSidewaysScroll(page);
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await noSidewaysScroll(page);
  await expectAccessible(page);
});
