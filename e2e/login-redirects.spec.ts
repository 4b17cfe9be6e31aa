/**
 * A login's `next` never leads off the site (issue 22): values the URL parser folds into a protocol-relative
 * `//evil.example` fall back to the role's home, on all three logins. The rule itself is property-tested in
 * src/lib/next.test.ts; this proves each login page uses it in Chromium.
 */
import type { Page } from '@playwright/test';
import { expect, test, waitForMockBackend } from './fixtures';

const FOLDING = ['/.//evil.example', '/%2e//evil.example', '/./\\evil.example', '/a/..//evil.example'];

const LOGINS: { role: string; path: string; home: RegExp; signIn: (page: Page) => Promise<void> }[] = [
  {
    role: 'customer',
    path: '/login',
    home: /^\/dashboard$/,
    signIn: async (page) => {
      await page.getByLabel('Email address').fill('customer@example.com');
      await page.getByLabel('Password', { exact: true }).fill('Customer@123');
      await page.getByRole('button', { name: 'Login' }).click();
    },
  },
  {
    role: 'vendor',
    path: '/loginvendor',
    home: /^\/vendor\/dashboard$/,
    signIn: async (page) => {
      await page.getByLabel('Email address').fill('vendor@example.com');
      await page.getByLabel('Password', { exact: true }).fill('Vendor@123');
      await page.getByRole('button', { name: 'Sign In' }).click();
    },
  },
  {
    role: 'admin',
    path: '/admin/login',
    home: /^\/admin\/Dashboard$/,
    signIn: async (page) => {
      await page.getByLabel('Email address').fill('admin@example.com');
      await page.getByLabel('Password').fill('Admin@123');
      await page.getByRole('button', { name: 'Sign In' }).click();
    },
  },
];

for (const login of LOGINS) {
  test(`the ${login.role} login sends a folding next to the ${login.role}'s home, never off the site`, async ({
    page,
    baseURL,
  }) => {
    for (const next of FOLDING) {
      await page.goto(`${login.path}?next=${encodeURIComponent(next)}`);
      await waitForMockBackend(page);
      await login.signIn(page);
      await expect.poll(() => new URL(page.url()).pathname, next).toMatch(login.home);
      expect(new URL(page.url()).origin, next).toBe(new URL(baseURL!).origin);
      // Signed out again for the next value: the login page sends a signed-in person on by itself.
      await page.evaluate(() => localStorage.clear());
    }
  });
}
