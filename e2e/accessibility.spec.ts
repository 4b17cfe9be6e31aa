/**
 * WCAG 2.2 AA (axe) on every customer route that has a real page today, at desktop and phone widths, with the
 * lazily loaded lower page and footer in place. Admin screens are walked in admin.spec.ts; the vendor area and
 * the content pages join this table when they are built.
 */
import { expect, expectAccessible, test, waitForMockBackend } from './fixtures';

const CUSTOMER_PAGES = [
  { path: '/', heading: 'HomeEase' },
  { path: '/login', heading: 'Welcome back' },
  { path: '/register', heading: /./ },
  { path: '/forgot-password', heading: /./ },
  { path: '/services', heading: /Services/ },
  { path: '/services?category_id=1', heading: /./ },
  { path: '/no-such-page', heading: /Not Found/i },
];

for (const width of [1280, 360]) {
  for (const screen of CUSTOMER_PAGES) {
    test(`${screen.path} passes axe (WCAG 2.2 AA) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(screen.path);
      await waitForMockBackend(page);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeAttached();
      // The footer and the lower home page load once they come near the screen.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expectAccessible(page);
    });
  }
}
