/** The customer site's layout and home page in Chromium: accessibility, small screens, the category modal. */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, logInCustomer, waitForHandOver, waitForMockBackend } from './fixtures';

/** Scrolls to the end so the parts that load on approach (lower home page, footer) are all there. */
async function scrollThrough(page: Page) {
  for (let i = 0; i < 20; i++) {
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(50);
  }
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
}

test('the home page, with its footer, passes axe (mock panel included)', async ({ page }) => {
  await page.goto('/');
  await waitForMockBackend(page);
  await expect(page.getByRole('button', { name: 'Cleaning' })).toBeVisible();
  await scrollThrough(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: /Mock backend/ }).click();
  await expectAccessible(page);
});

test('a 360 px phone sees the home page without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await waitForMockBackend(page);
  await expect(page.getByRole('link', { name: 'Login / Sign Up' })).toBeVisible();
  await scrollThrough(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});

test('the logo shrinks from 60 to 40 px once the page scrolls past 50 px', async ({ page }) => {
  await page.goto('/');
  await waitForHandOver(page);
  const mark = page.getByRole('link', { name: 'HomeEase home' }).locator('svg');
  await expect(mark).toHaveAttribute('height', '60');
  await page.mouse.wheel(0, 400);
  await expect(mark).toHaveAttribute('height', '40');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(mark).toHaveAttribute('height', '60');
});

for (const width of [1280, 360]) {
  test(`at ${width} px, a page left 51-78 px down keeps the small header and its place: no flipping`, async ({
    page,
  }) => {
    // The header shrinks by 23 px (74 on a phone); the page used to get shorter by as much, and scroll anchoring
    // carried the position back under 50 px, where the header grew again: it flipped on every frame.
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    for (const y of [51, 64, 78]) {
      const seen = await page.evaluate(async (y) => {
        const header = document.querySelector('header')!;
        const root = document.documentElement;
        root.style.scrollBehavior = 'auto';
        window.scrollTo(0, 0);
        await new Promise((done) => setTimeout(done, 100));
        const length = root.scrollHeight;
        window.scrollTo(0, y);
        const shrunk = () => header.classList.contains('is-scrolled');
        for (let poll = 0; poll < 50 && !shrunk(); poll++) await new Promise((done) => setTimeout(done, 20));
        let flips = 0;
        let small = shrunk();
        // A timer, not animation frames: under load a page may draw few frames, and the flips are on scroll events.
        for (let poll = 0; poll < 15; poll++) {
          await new Promise((done) => setTimeout(done, 40));
          const now = shrunk();
          if (now !== small) flips++;
          small = now;
        }
        return { flips, small, y: window.scrollY, lengthKept: root.scrollHeight === length };
      }, y);
      expect(seen, `left at ${y} px`).toEqual({ flips: 0, small: true, y, lengthKept: true });
    }
  });
}

test('a category opens its subcategories; one leads to the services page', async ({ page }) => {
  await page.goto('/');
  await waitForMockBackend(page);
  await page.getByRole('button', { name: 'Plumbing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plumbing' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: /Taps & Mixers/ }).click();
  await expect(page).toHaveURL(/\/services\?category_id=\d+&&subcategory_id=\d+$/);
});

test('the header shows a granted location and explains a refused one', async ({ browser, baseURL }) => {
  const granted = await browser.newContext({
    baseURL,
    geolocation: { latitude: 28.4595, longitude: 77.0266 },
    permissions: ['geolocation'],
  });
  const page = await granted.newPage();
  await page.goto('/');
  await expect(page.getByRole('button', { name: /Your location/ })).toContainText('Gurgaon');
  expect(await page.evaluate(() => localStorage.getItem('userLocation'))).toBe('Gurgaon');
  await granted.close();

  const refused = await browser.newContext({ baseURL, permissions: [] });
  const other = await refused.newPage();
  await other.goto('/');
  const box = other.getByRole('button', { name: /Your location/ });
  await expect(box).toHaveAccessibleDescription('Location access denied by user');
  await box.hover();
  await expect(other.getByRole('tooltip')).toHaveText('Location access denied by user');
  await refused.close();
});

test('a logged-in customer’s header and open menu pass axe, also on a 360 px phone', async ({ page }) => {
  await logInCustomer(page);
  await expect(page).toHaveURL('/dashboard');
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    const menu = page.getByRole('button', { name: 'Account menu for Priya Sharma' });
    await menu.click();
    await expect(page.getByRole('link', { name: 'My Bookings' })).toBeVisible();
    // The header and its open menu: the page below is the dashboard, whose own spec checks it (the open menu lies
    // over its Notifications button, which axe would count as a too-small target).
    await expectAccessible(page, { exclude: ['main'] });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  }
});
