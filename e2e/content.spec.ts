/**
 * The content pages in Chromium (issue 13): every link of the footer and of each content page opens a real
 * page (neither the 'being built' placeholder nor a 404), and each page passes axe at 360 px and 1280 px.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, waitForMockBackend } from './fixtures';

const PAGES = [
  '/about',
  '/contact',
  '/terms',
  '/refund',
  '/privacy',
  '/help',
  '/faq',
  '/partner',
  '/testimonials',
  '/become-provider',
  '/city/new-delhi',
  '/city/atlantis',
  '/search/ac-service-near-me',
  '/search/plumber-near-me',
  '/search/helicopter-ride',
];

const FOOTER_SERVICE_SLUG = /^\/services\/[a-z0-9-]+$/;

async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Scrolls to the end so the footer (loaded on approach) is on the page. */
async function showFooter(page: Page) {
  for (let i = 0; i < 30 && !(await page.getByRole('contentinfo').isVisible()); i++) {
    await page.mouse.wheel(0, 1000);
    await page.waitForTimeout(50);
  }
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'About Us' })).toBeVisible();
}

async function sameSiteLinks(page: Page, scope: 'main' | 'footer') {
  const hrefs = await page
    .locator(`${scope} a[href]`)
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === new URL(page.url()).origin)
    .map((url) => `${url.pathname}${url.search}`);
}

async function expectRealPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
  await expect(page.getByText('This page is being built'), path).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /Page Not Found/ }), path).toHaveCount(0);
  await expect(page.getByText("The page you're looking for doesn't exist."), path).toHaveCount(0);
}

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const path of PAGES) {
      test(`${path} passes axe without sideways scrolling`, async ({ page }) => {
        await openPage(page, path);
        await waitForMockBackend(page);
        await showFooter(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await expectAccessible(page);
      });
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

test('every footer link opens a real page', async ({ page }) => {
  test.setTimeout(240_000);
  await openPage(page, '/about');
  await showFooter(page);
  const links = [...new Set(await sameSiteLinks(page, 'footer'))];
  expect(links.length).toBeGreaterThan(60);
  const slugs = links.filter((path) => FOOTER_SERVICE_SLUG.test(path));
  expect(slugs).toHaveLength(20);
  for (const path of links) {
    if (FOOTER_SERVICE_SLUG.test(path)) continue;
    await expectRealPage(page, path);
  }
  // A footer service slug goes through the details route to /services, filtered to its category.
  for (const path of slugs) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/services\?category_id=\d+(&subcategory_id=\d+)?$/);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
  }
});

test('every link of every content page opens a real page', async ({ page }) => {
  test.setTimeout(300_000);
  const seen = new Set<string>();
  for (const path of PAGES) {
    await openPage(page, path);
    for (const link of await sameSiteLinks(page, 'main')) {
      if (!link.startsWith(path) || !link.includes('#')) seen.add(link.split('#')[0]);
    }
  }
  const toVisit = [...seen];
  expect(toVisit).toEqual(expect.arrayContaining(['/testimonials', '/become-provider', '/contact', '/services']));
  for (const path of toVisit) await expectRealPage(page, path);
});
