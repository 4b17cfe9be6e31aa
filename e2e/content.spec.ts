/**
 * The content pages in Chromium (issue 13): every link of the footer and of each content page opens a real
 * page (neither the 'being built' placeholder nor a 404), and each page passes axe at 360 px and 1280 px.
 */
import type { Locator, Page } from '@playwright/test';
import { CONTENT_PATHS } from '../src/test/contentPaths';
import { expect, expectAccessible, openInApp, test, waitForMockBackend } from './fixtures';

/** Opens `path` and waits until the app has it (a prerendered page's HTML does nothing but paint). */
async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForMockBackend(page);
}

/** Scrolls to the end so the footer (loaded on approach) is on the page. */
async function showFooter(page: Page) {
  for (let i = 0; i < 30 && !(await page.getByRole('contentinfo').isVisible()); i++) {
    await page.mouse.wheel(0, 1000);
    await page.waitForTimeout(50);
  }
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'About Us' })).toBeVisible();
}

/** The pages in runs of three: one load each, the rest by the router, as a visitor moves on by a link. */
const PAGE_RUNS = [0, 3, 6, 9, 12].map((start) => CONTENT_PATHS.slice(start, start + 3));

/**
 * Each page is checked at both widths where it stands, the window widened from 360 to 1280 px as a turned tablet
 * or a resized browser does: one load and one arrival for the two checks. Its lazy parts load on the way down at
 * the first width.
 */
const WIDTHS = [360, 1280];

for (const paths of PAGE_RUNS) {
  test(`${paths.join(', ')} pass axe without sideways scrolling at ${WIDTHS.join(' and ')} px`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await openPage(page, paths[0]);
    await waitForMockBackend(page);
    const heading = page.getByRole('heading', { level: 1 });
    for (const path of paths) {
      if (path !== paths[0]) {
        const previous = (await heading.textContent()) ?? '';
        await openInApp(page, path);
        // The URL changes at once; the page is there once the last one's heading is gone.
        await expect(heading, path).not.toHaveText(previous);
      }
      for (const width of WIDTHS) {
        await test.step(`${path} at ${width} px`, async () => {
          await page.setViewportSize({ width, height: 800 });
          // From the top, as a fresh load starts: the page's lazy parts load on the way down to the footer.
          await page.evaluate(() => window.scrollTo(0, 0));
          await expect(heading, path).toBeVisible();
          await showFooter(page);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
          await expectAccessible(page);
        });
      }
    }
  });
}

test('the FAQ, the help centre’s alerts and the contact form pass axe when in use', async ({ page }) => {
  await openPage(page, '/faq');
  await page.getByRole('tab', { name: 'Booking' }).click();
  await page.getByRole('button', { name: 'Can I cancel or reschedule my booking?' }).click();
  await expect(page.getByText(/up to 2 hours before the appointment/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('searchbox', { name: 'Search questions' }).fill('refund');
  await expect(page.getByRole('main').getByRole('status')).toContainText('match “refund”');
  await expectAccessible(page);

  await openPage(page, '/help');
  await page.getByRole('button', { name: 'Start Chat' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Live chat feature will be available soon!');
  await page.getByLabel('Full name').fill('Kavya Menon');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank you for contacting us! We will get back to you within 24 hours.')).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('');
  await expectAccessible(page);
});

test('a table-of-contents link jumps to its section', async ({ page }) => {
  await openPage(page, '/terms');
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Refunds' }).click();
  await expect(page).toHaveURL(/\/terms#refunds$/);
  await expect(page.getByRole('heading', { name: '8. Refunds' })).toBeInViewport();
});

/** Clicks `link` and checks the page it opens is real and came by the router, not a reload (the marker survives). */
async function follow(page: Page, link: Locator, url: RegExp) {
  await link.click();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('This page is being built')).toHaveCount(0);
  await expect(page.getByText("The page you're looking for doesn't exist.")).toHaveCount(0);
  expect(await page.evaluate(() => (window as { walkMarker?: number }).walkMarker), 'no full reload').toBe(1);
}

// Every link of the header, footer and content pages resolves to a real page in src/app/links.test.tsx; this
// walk follows a few of each kind in Chromium, by click, as a visitor does.
test('a walk through the footer and content pages by their links, without a reload', async ({ page }) => {
  await openPage(page, '/about');
  await waitForMockBackend(page);
  await page.evaluate(() => ((window as { walkMarker?: number }).walkMarker = 1));
  const main = page.getByRole('main');
  const footer = page.getByRole('contentinfo');

  await follow(page, main.getByRole('link', { name: 'View All Testimonials' }), /\/testimonials$/);
  await showFooter(page);
  await follow(page, footer.getByRole('link', { name: 'Help Center' }), /\/help$/);
  await showFooter(page);
  await follow(page, footer.getByRole('link', { name: 'Terms & Conditions' }), /\/terms$/);
  await showFooter(page);
  await follow(page, footer.getByRole('link', { name: 'Kochi' }), /\/city\/kochi$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Home Services in Kochi');
  await showFooter(page);
  await follow(page, footer.getByRole('link', { name: 'Plumber near me' }), /\/search\/plumber-near-me$/);
  await showFooter(page);
  // A popular service goes through the details route's slug redirect to /services, filtered to its category.
  await follow(
    page,
    footer.getByRole('link', { name: 'Bathroom Cleaning' }),
    /\/services\?category_id=\d+(&subcategory_id=\d+)?$/,
  );
  await showFooter(page);
  await follow(page, footer.getByRole('link', { name: 'Partner with Us' }), /\/partner$/);
  await follow(page, main.getByRole('link', { name: 'Become a Provider' }), /\/become-provider$/);
  await follow(page, main.getByRole('link', { name: 'Register as a Provider' }).first(), /\/registervendor$/);
});
