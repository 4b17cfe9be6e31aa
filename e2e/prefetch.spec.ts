import { expect, logInAdmin, test, waitForHandOver } from './fixtures';

/** Script files the page asked for, by path. */
function scriptRequests(page: import('@playwright/test').Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.js')) paths.push(path);
  });
  return paths;
}

test.describe('route chunks are prefetched on intent', () => {
  test('hovering the login link fetches the login page before the click', async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto('/');
    await waitForHandOver(page); // the app listens for intent once it has the page
    expect(scripts.some((path) => /\/LoginPage-[\w-]+\.js$/.test(path))).toBe(false);

    await page.getByRole('link', { name: 'Login / Sign Up' }).hover();
    await expect.poll(() => scripts.some((path) => /\/LoginPage-[\w-]+\.js$/.test(path))).toBe(true);
    await expect(page).toHaveURL(/\/$/);

    await page.getByRole('link', { name: 'Login / Sign Up' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  });

  test('focusing a link from the keyboard fetches its page', async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto('/');
    await waitForHandOver(page); // the app listens for intent once it has the page
    expect(scripts.some((path) => /\/VendorLandingPage-[\w-]+\.js$/.test(path))).toBe(false);

    await page.getByRole('link', { name: 'Join as Provider' }).focus();
    await expect.poll(() => scripts.some((path) => /\/VendorLandingPage-[\w-]+\.js$/.test(path))).toBe(true);
    await expect(page).toHaveURL(/\/$/);
  });

  test('in the admin panel, hovering a sidebar link fetches that admin page (routes patched in under /admin)', async ({
    page,
  }) => {
    const scripts = scriptRequests(page);
    await logInAdmin(page);
    const sidebar = page.getByRole('navigation', { name: 'Admin' });
    await sidebar.getByRole('button', { name: /Categories/ }).click();
    expect(scripts.some((path) => /\/AddCategoryPage-[\w-]+\.js$/.test(path))).toBe(false);

    await sidebar.getByRole('link', { name: 'Add Category' }).hover();
    await expect.poll(() => scripts.some((path) => /\/AddCategoryPage-[\w-]+\.js$/.test(path))).toBe(true);
    await expect(page).toHaveURL(/\/admin\/Dashboard$/);
  });
});
