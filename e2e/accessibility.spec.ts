/**
 * WCAG 2.2 AA (axe) on every customer route that has a real page today, at desktop and phone widths, with the
 * lazily loaded lower page and footer in place. The admin screens are walked in admin.spec.ts, the vendor area in
 * vendor.spec.ts and the content pages in content.spec.ts.
 */
import { expect, expectAccessible, openInApp, test, waitForMockBackend } from './fixtures';

/** In an order where no page has the heading of the one before, so each arrival shows. */
const CUSTOMER_PAGES = [
  { path: '/', heading: 'HomeEase' },
  { path: '/login', heading: 'Welcome back' },
  { path: '/services', heading: /Services/ },
  { path: '/register', heading: /./ },
  { path: '/services?category_id=1', heading: /./ },
  { path: '/forgot-password', heading: /./ },
  { path: '/no-such-page', heading: /Not Found/i },
];

/**
 * Each run one page load and the rest by the router, as a visitor moves on by a link. Two pages a run: three took
 * 27 s of the 45 s limit on the CI machine, too little slack for a slower browser or machine.
 */
const PAGE_RUNS = [0, 2, 4, 6].map((start) => CUSTOMER_PAGES.slice(start, start + 2));

/**
 * Each page is checked at both widths where it stands, the window narrowed from 1280 to 360 px and back as a
 * resized browser or a turned tablet does: one load and one arrival for the two checks.
 */
const WIDTHS = [1280, 360];

for (const screens of PAGE_RUNS) {
  test(`${screens.map((screen) => screen.path).join(', ')} pass axe (WCAG 2.2 AA) at ${WIDTHS.join(' and ')} px`, async ({
    page,
  }) => {
    await page.goto(screens[0].path);
    await waitForMockBackend(page);
    const heading = page.getByRole('heading', { level: 1 });
    for (const screen of screens) {
      if (screen !== screens[0]) {
        const previous = (await heading.textContent()) ?? '';
        // From the top, as a fresh load starts.
        await page.evaluate(() => window.scrollTo(0, 0));
        await openInApp(page, screen.path);
        // The URL changes at once; the page is there once the last one's heading is gone.
        await expect(heading, screen.path).not.toHaveText(previous);
      }
      await expect(page.getByRole('heading', { level: 1, name: screen.heading }), screen.path).toBeAttached();
      for (const width of WIDTHS) {
        await test.step(`${screen.path} at ${width} px`, async () => {
          await page.setViewportSize({ width, height: 800 });
          // The footer and the lower home page load once they come near the screen.
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          await expect(page.getByRole('contentinfo'), `${screen.path} at ${width} px`).toBeVisible();
          await expectAccessible(page);
        });
      }
    }
  });
}
