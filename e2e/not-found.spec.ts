import { expect, expectAccessible, test } from './fixtures';

const AREAS = [
  {
    path: '/no-such-page',
    title: '404 - Page Not Found',
    text: "The page you're looking for doesn't exist.",
    link: 'Go Home',
    home: '/',
  },
  {
    path: '/vendor/no-such-page',
    title: 'Page Not Found',
    text: 'The requested vendor page could not be found.',
    link: 'Go to Vendor Home',
    home: '/vendor',
  },
  {
    path: '/admin/no-such-page',
    title: 'Admin Page Not Found',
    text: 'The requested admin page could not be found.',
    link: 'Go to Admin Dashboard',
    home: '/admin',
  },
];

for (const area of AREAS) {
  test(`unknown path ${area.path} shows "${area.title}" and leads back`, async ({ page }) => {
    if (area.path.startsWith('/admin')) {
      // Admin pages need a signed-in admin (docs/decisions.md); a visitor would be sent to the admin login.
      await page.addInitScript(() => {
        const admin = { id: 1, name: 'Administrator', email: 'admin@example.com', role: 'Super Admin' };
        window.localStorage.setItem(
          'adminSession',
          JSON.stringify({ token: 'e2e', admin, expires_at: Date.now() + 3_600_000 }),
        );
      });
    }
    await page.goto(area.path);
    await expect(page.getByRole('heading', { level: 1, name: area.title })).toBeVisible();
    await expect(page.getByText(area.text)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: area.link }).click();
    await expect(page).toHaveURL(area.home);
  });
}

test('a narrow phone shows the 404 page without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
