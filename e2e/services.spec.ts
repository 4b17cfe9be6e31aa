/** The services page in Chromium on the mock build: a customer books a package; anonymous visitors are asked to log in; axe. */
import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  logInCustomer,
  NOIDA,
  openInApp,
  pageInNoida,
  settleTransitions,
  test,
  waitForMockBackend,
} from './fixtures';
import { fixClockToday } from './clock';

async function logIn(page: Page) {
  await logInCustomer(page);
  await expect(page).toHaveURL('/dashboard');
}

const packagesLoaded = (page: Page) =>
  expect(page.locator('[aria-labelledby="packages-title"]')).toHaveAttribute('aria-busy', 'false');

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

test('a visitor picks a category and a subcategory and fills the cart, which passes axe', async ({ page }) => {
  await page.goto('/services');
  await waitForMockBackend(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  const categories = page.getByRole('region', { name: 'Categories' });
  await categories.getByRole('button', { name: 'Cleaning' }).click();
  await expect(page).toHaveURL(/\/services\?category_id=1$/);
  const subcategories = page.getByRole('region', { name: 'Subcategories' });
  await subcategories.getByRole('button', { name: 'Bathroom Cleaning' }).click();
  await expect(page).toHaveURL(/\/services\?category_id=1&subcategory_id=2$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Bathroom Cleaning' })).toBeVisible();
  await packagesLoaded(page);

  // Into the cart and out again: the cart is the page's own.
  const card = page.getByRole('article', { name: 'Classic Bathroom Cleaning' });
  await card.getByRole('button', { name: 'Add Classic Bathroom Cleaning to cart' }).click();
  await card.getByRole('button', { name: 'Increase quantity of Classic Bathroom Cleaning' }).click();
  const cart = page.getByRole('region', { name: /Your Cart/ });
  await expect(cart.getByRole('group', { name: 'Quantity of Classic Bathroom Cleaning' })).toContainText('2');
  await expectAccessible(page);
});

// The journey after the cart, in its own test: together they took up to 37 s of the 45 s limit on a loaded machine.
test('a logged-in customer books a package from its card and lands on /bookings', async ({ browser, baseURL }) => {
  const { context, page } = await pageInNoida(browser, baseURL);
  // At 12:30 the slots 09:00 to 12:00 of today have passed.
  await fixClockToday(page, '12:30');
  await logIn(page);

  await openInApp(page, '/services?category_id=1&subcategory_id=2');
  await expect(page.getByRole('heading', { level: 2, name: 'Bathroom Cleaning' })).toBeVisible();
  await packagesLoaded(page);
  const card = page.getByRole('article', { name: 'Classic Bathroom Cleaning' });
  await card.getByRole('button', { name: 'Book Now: Classic Bathroom Cleaning' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book Service' });
  await expect(dialog).toBeVisible();
  // The address saved at registration is filled in; the position's replaces it on request.
  await expect(dialog.getByLabel(/Service address/)).toHaveValue(
    '42, Block C, Lajpat Nagar, Near Central Market, New Delhi',
  );
  await dialog.getByRole('button', { name: 'Use my current location' }).click();
  await expect(dialog.getByLabel(/Service address/)).toHaveValue(/Noida/);
  await expect(dialog.getByLabel(/Pincode/)).toHaveValue(/^\d{6}$/);
  await expect(dialog.getByLabel('Cash on Service')).toBeChecked();
  const slots = dialog.getByLabel(/Time slot/).locator('option:not([value=""])');
  await expect(slots).toHaveText(['13:00', '14:00', '15:00', '16:00', '17:00', '18:00']);
  await expectAccessible(page);

  // Without a time slot the booking stops, keeping what was typed.
  await dialog.getByLabel(/Special instructions/).fill('Please call before coming');
  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill in all required fields');
  await expect(dialog.getByLabel(/Special instructions/)).toHaveValue('Please call before coming');

  await dialog.getByLabel(/Time slot/).selectOption('13:00');
  await dialog.getByLabel('Card Payment').check();
  const request = page.waitForRequest((r) => r.url().endsWith('/bookings/create.php'));
  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
  const sent = (await request).postDataJSON() as Record<string, unknown>;
  expect(sent).toMatchObject({
    service_name: 'Classic Bathroom Cleaning',
    category_id: 1,
    subcategory_id: 2,
    scheduled_time: '13:00',
    payment_method: 'card',
    special_instructions: 'Please call before coming',
    service_latitude: NOIDA.latitude,
    service_longitude: NOIDA.longitude,
  });
  expect(sent.total_amount).toBe(sent.service_price);
  await expect(dialog.getByRole('status')).toHaveText('Booking created successfully!');
  await expect(page).toHaveURL('/bookings');
  await expect(dialog).toBeHidden();

  // The mock backend kept it (its state lives in localStorage).
  const stored = await page.evaluate(() => {
    const db = JSON.parse(localStorage.getItem('hsm-mock-db') ?? '{}') as {
      bookings?: { service_name: string; status: string }[];
    };
    return db.bookings?.at(-1);
  });
  expect(stored).toMatchObject({ service_name: 'Classic Bathroom Cleaning', status: 'pending' });
  await context.close();
});

test('on a 360 px phone the Book Service dialog covers the mock toggle, so its Cancel and Confirm are clickable', async ({
  page,
}) => {
  await logIn(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/services?category_id=1');
  await packagesLoaded(page);
  await page
    .getByRole('button', { name: /^Book Now/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Book Service' });
  await expect(dialog).toBeVisible();
  await settleTransitions(page);
  // Every point of the footer buttons is theirs: nothing floats over the fullscreen dialog.
  for (const name of ['Cancel', 'Confirm Booking']) {
    const covered = await dialog.getByRole('button', { name }).evaluate((button) => {
      const box = button.getBoundingClientRect();
      const points = [0.05, 0.5, 0.95].flatMap((x) => [0.2, 0.8].map((y) => [x, y]));
      return points.filter(([x, y]) => {
        const hit = document.elementFromPoint(box.left + box.width * x, box.top + box.height * y);
        return !hit || !button.contains(hit);
      }).length;
    });
    expect(covered, `${name}: points covered by something else`).toBe(0);
  }
});

test('an anonymous visitor is asked to log in, and Login Now opens /login', async ({ page }) => {
  await page.goto('/services?category_id=1&&subcategory_id=1');
  await waitForMockBackend(page);
  await packagesLoaded(page);
  await page
    .getByRole('button', { name: /^Book Now/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Login Required' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page
    .getByRole('button', { name: /^Book Now/ })
    .first()
    .click();
  await dialog.getByRole('button', { name: 'Login Now' }).click();
  // Back to this page, with its filters, after the login.
  await expect(page).toHaveURL('/login?next=%2Fservices%3Fcategory_id%3D1%26%26subcategory_id%3D1');
});

test('/services passes axe and fits a 360 px phone; a catalogue that is down says so', async ({ page }) => {
  await page.goto('/services');
  await waitForMockBackend(page);
  await packagesLoaded(page);
  await expect(
    page.getByRole('region', { name: 'Categories' }).getByRole('button', { name: 'Cleaning' }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.setViewportSize({ width: 360, height: 740 });
  await page
    .getByRole('button', { name: /^Add .* to cart$/ })
    .first()
    .click();
  const cartBar = page.getByRole('button', { name: /1 item · ₹.*View cart/ });
  await expect(cartBar).toBeVisible();
  // The mock backend's floating toggle sits above the bar, not over its "View cart" end.
  const bar = (await cartBar.boundingBox())!;
  const toggle = (await page.getByRole('button', { name: /^Mock backend/ }).boundingBox())!;
  expect(toggle.y + toggle.height).toBeLessThanOrEqual(bar.y);
  await noSidewaysScroll(page);
  await expectAccessible(page);

  // The sidebar's tiles are the home page's, as wide: a name wraps inside its tile as it does there, none clipped.
  const sidebar = page.getByRole('region', { name: 'Categories' });
  const servicesTile = await sidebar.getByRole('button', { name: 'Cleaning' }).boundingBox();
  const clipped = await sidebar
    .locator('.category-tile-name')
    .evaluateAll((names) => names.filter((name) => name.scrollWidth > name.clientWidth + 1).length);
  expect(clipped).toBe(0);
  await page.goto('/');
  const homeTiles = page.getByRole('region', { name: 'What are you looking for?' });
  const homeTile = await homeTiles.getByRole('button', { name: 'Cleaning' }).boundingBox();
  expect(servicesTile!.width).toBeCloseTo(homeTile!.width, 0);

  // A catalogue that is down says so where each list would be, never as empty lists or an endless spinner.
  await page.goto('/services?category_id=1&mock=server-error');
  for (const what of ['categories', 'subcategories', 'packages'])
    await expect(page.getByRole('alert').filter({ hasText: `We couldn't load the ${what}.` })).toBeVisible();
  await expect(page.getByText('No Packages Found')).toHaveCount(0);
  for (const retry of await page.getByRole('button', { name: 'Try again' }).all()) {
    const box = (await retry.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  }
  await noSidewaysScroll(page);
  await expectAccessible(page);
});

test('the booking endpoint failing shows "Error creating booking. Please try again."', async ({ page }) => {
  await fixClockToday(page, '08:00');
  await logIn(page);
  await page.goto('/services?subcategory_id=2&mock=server-error:createBooking');
  await packagesLoaded(page);
  const book = page.getByRole('button', { name: 'Book Now: Classic Bathroom Cleaning' });
  await expect(book).toBeEnabled();
  await book.click();
  const dialog = page.getByRole('dialog', { name: 'Book Service' });
  await dialog.getByLabel(/Service address/).fill('42, Block C, Lajpat Nagar, New Delhi');
  await dialog.getByLabel(/Pincode/).fill('110024');
  await dialog.getByLabel(/Time slot/).selectOption('16:00');
  await dialog.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(dialog.getByText('Error creating booking. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/services/);
});

test('on a phone the cart does not jump when the packages arrive', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  // Every answer 3 s late: the list is still loading when the cart is first measured.
  await page.goto('/services?mock=slow');
  await expect(page.getByText('Loading packages…')).toBeVisible();
  const cartTop = () => page.locator('#cart').evaluate((cart) => Math.round(cart.getBoundingClientRect().top));
  const whileLoading = await cartTop();
  // Out of the first screen while loading, so a longer list moves it where nobody sees it move.
  expect(whileLoading).toBeGreaterThanOrEqual(823);
  await packagesLoaded(page);
  expect(await cartTop()).toBeGreaterThanOrEqual(whileLoading);
});
