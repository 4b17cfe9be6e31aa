/** A 401 anywhere in the admin panel clears the admin session and returns to the admin login with `next`. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db';
import { renderApp, signInAsDemoAdmin } from '../test/renderPage';
import { readAdminSession } from './adminSession';

describe('an admin session the server no longer accepts', () => {
  it(
    'sends the admin to the login with the page asked for, and back there after logging in',
    { timeout: 40_000 },
    async () => {
      signInAsDemoAdmin();
      db().sessions = []; // the session expired on the server while the browser still holds it
      const { router, user } = renderApp('/admin/categories/view/2?tab=seo');
      expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' }, { timeout: 15_000 })).toBeVisible();
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        `/admin/login?next=${encodeURIComponent('/admin/categories/view/2?tab=seo')}`,
      );
      expect(readAdminSession()).toBeNull();

      await user.type(screen.getByLabelText(/email/i), 'admin@example.com');
      await user.type(screen.getByLabelText(/password/i), 'Admin@123');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      await screen.findByText(/Login successful/);
      await expect
        .poll(() => `${router.state.location.pathname}${router.state.location.search}`, { timeout: 10_000 })
        .toBe('/admin/categories/view/2?tab=seo');
    },
  );
});
