/** Every route of SPEC §2 resolves to a page with a heading; unknown paths get their area's 404. */
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION_KEY } from '../lib/adminSession';
import { demoAdminSessionValue } from '../test/demoSessions';
import { createRoutes, routerOptions } from './routes';
import { allPaths } from '../test/routePaths';

const SPEC_PATHS = [
  // §2.2 public routes and the header's user menu
  '/',
  '/login',
  '/register',
  '/services',
  '/services/12',
  '/service/12',
  '/about',
  '/contact',
  '/adminlogin',
  '/terms',
  '/refund',
  '/privacy',
  '/help',
  '/faq',
  '/partner',
  '/loginvendor',
  '/registervendor',
  '/dashboard',
  '/bookings',
  '/testimonials',
  '/become-provider',
  '/forgot-password',
  '/profile',
  '/orders',
  '/settings',
  // footer links
  '/services/ac-service-repair',
  '/city/new-delhi',
  '/search/ac-repair',
  // §2.11 vendor
  '/vendor',
  '/vendor/dashboard',
  '/vendor/login',
  '/vendor/register',
  '/vendor/forgot-password',
  '/vendor/services',
  '/vendor/services/add',
  '/vendor/services/edit/3',
  '/vendor/orders',
  '/vendor/orders/3',
  '/vendor/bookings',
  '/vendor/bookings/3',
  '/vendor/customers',
  '/vendor/customers/3',
  '/vendor/earnings',
  '/vendor/reviews',
  '/vendor/analytics',
  '/vendor/profile',
  '/vendor/settings',
  '/vendor/notifications',
  '/vendor/help',
  // §2.12 admin (sidebar, route table, in-page aliases)
  '/admin/login',
  '/admin',
  '/admin/Dashboard',
  '/admin/categories',
  '/admin/categories/add',
  '/admin/categories/analytics',
  '/admin/categories/edit/2',
  '/admin/categories/view/2',
  '/admin/subcategories',
  '/admin/subcategories/add',
  '/admin/subcategories/edit/2',
  '/admin/subcategories/view/2',
  '/admin/services',
  '/admin/services/add',
  '/admin/services/categories',
  '/admin/services/featured',
  '/admin/services/edit/2',
  '/admin/services/view/2',
  '/admin/users',
  '/admin/users/add',
  '/admin/users/roles',
  '/admin/users/blocked',
  '/admin/users/edit/2',
  '/admin/vendors',
  '/admin/vendors/add',
  '/admin/vendors/verification',
  '/admin/vendors/analytics',
  '/admin/vendors/edit/2',
  '/admin/bookings',
  '/admin/bookings/pending',
  '/admin/bookings/completed',
  '/admin/bookings/cancelled',
  '/admin/bookings/view/2',
  '/admin/reviews',
  '/admin/payments',
  '/admin/payments/pending',
  '/admin/payments/methods',
  '/admin/reports/revenue',
  '/admin/reports/bookings',
  '/admin/reports/vendors',
  '/admin/reports/users',
  '/admin/settings/system',
  '/admin/settings/payment',
  '/admin/settings/email',
  '/admin/settings/notifications',
  '/admin/notifications',
  '/admin/profile',
  '/admin/settings',
  '/admin/help',
  '/admin/reports', // the admin footer's link
  '/admin/add-category',
  '/admin/edit-category/2',
  '/admin/view/2',
  '/admin/add-subcategory',
  '/admin/edit-subcategory/2',
];

function open(path: string) {
  // Admin pages need a signed-in admin (docs/decisions.md); the guard itself is tested in AdminLayout.test.tsx.
  if (path.toLowerCase().startsWith('/admin')) window.localStorage.setItem(ADMIN_SESSION_KEY, demoAdminSessionValue());
  const router = createMemoryRouter(createRoutes(), { ...routerOptions, initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const NOT_FOUND_TITLES = ['404 - Page Not Found', 'Page Not Found', 'Admin Page Not Found'];

describe('route table', () => {
  it('has a route for every path the spec names', () => {
    const table = allPaths();
    const matchesTable = (path: string) =>
      table.some((pattern) => new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`, 'i').test(path));
    expect(SPEC_PATHS.filter((path) => !matchesTable(path))).toEqual([]);
  });

  it.each(SPEC_PATHS)('%s shows a page, not a 404', async (path) => {
    open(path);
    const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(NOT_FOUND_TITLES).not.toContain(heading.textContent);
  });

  it.each(['/dashboard', '/bookings', '/orders', '/profile', '/settings'])(
    '%s needs a signed-in customer: a visitor gets the login with next',
    async (path) => {
      const router = open(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' }, { timeout: 5000 })).toBeVisible();
      expect(router.state.location.pathname).toBe('/login');
      expect(router.state.location.search).toBe(`?next=${encodeURIComponent(path)}`);
    },
  );

  it.each([
    ['/no/such/page', '404 - Page Not Found', "The page you're looking for doesn't exist.", 'Go Home', '/'],
    [
      '/vendor/nothing-here',
      'Page Not Found',
      'The requested vendor page could not be found.',
      'Go to Vendor Home',
      '/vendor',
    ],
    [
      '/admin/nothing-here',
      'Admin Page Not Found',
      'The requested admin page could not be found.',
      'Go to Admin Dashboard',
      '/admin',
    ],
  ])('%s shows the 404 of its area', async (path, title, text, link, href) => {
    open(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', href);
  });
});
