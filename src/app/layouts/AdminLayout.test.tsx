import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_SESSION_KEY, readAdminSession } from '../../lib/adminSession';
import { demoAdminSessionValue } from '../../test/demoSessions';
import { renderApp } from '../../test/renderPage';
import { allPaths } from '../../test/routePaths';

const signIn = () => window.localStorage.setItem(ADMIN_SESSION_KEY, demoAdminSessionValue());
const width = window.innerWidth;
const matchMedia = window.matchMedia;
afterEach(() => {
  window.innerWidth = width;
  window.matchMedia = matchMedia;
});

/** A window whose width can cross the 992 px breakpoint during a test, telling listeners as a browser does. */
function resizableWindow(startWidth: number) {
  const listeners = new Set<() => void>();
  let current = startWidth;
  window.innerWidth = startWidth;
  window.matchMedia = ((query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
    return {
      get matches() {
        return current >= min;
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  }) as unknown as typeof window.matchMedia;
  return {
    resize(next: number) {
      current = next;
      window.innerWidth = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

/** SPEC §2.12, every sidebar entry in order. */
const SIDEBAR = {
  Categories: ['/admin/categories', '/admin/categories/add', '/admin/categories/analytics'],
  Subcategories: ['/admin/subcategories', '/admin/subcategories/add'],
  Services: ['/admin/services', '/admin/services/add', '/admin/services/categories', '/admin/services/featured'],
  Users: ['/admin/users', '/admin/users/add', '/admin/users/roles', '/admin/users/blocked'],
  Vendors: ['/admin/vendors', '/admin/vendors/add', '/admin/vendors/verification', '/admin/vendors/analytics'],
  Bookings: ['/admin/bookings', '/admin/bookings/pending', '/admin/bookings/completed', '/admin/bookings/cancelled'],
  Reviews: ['/admin/reviews'],
  Payments: ['/admin/payments', '/admin/payments/pending', '/admin/payments/methods'],
  Reports: ['/admin/reports/revenue', '/admin/reports/bookings', '/admin/reports/vendors', '/admin/reports/users'],
  Settings: [
    '/admin/settings/system',
    '/admin/settings/payment',
    '/admin/settings/email',
    '/admin/settings/notifications',
  ],
};

describe('admin guard', () => {
  it.each(['/admin', '/admin/categories', '/admin/services/add'])(
    'sends a visitor without an admin session from %s to the admin login',
    async (path) => {
      const { router } = renderApp(path);
      // The first page of the file pays for compiling the login chunk on import.
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Admin Login' }, { timeout: 8000 }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/admin/login');
    },
  );

  it('keeps the page asked for, with its query, and returns there after the login', async () => {
    const { router, user } = renderApp('/admin/categories?status=inactive');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/admin/login?next=%2Fadmin%2Fcategories%3Fstatus%3Dinactive',
    );
    await user.type(screen.getByLabelText(/email/i), 'admin@example.com');
    await user.type(screen.getByLabelText(/password/i), 'Admin@123');
    await user.click(screen.getByRole('button', { name: /sign in/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/categories'), { timeout: 4000 });
    expect(router.state.location.search).toBe('?status=inactive');
  });

  it('never follows a next that leaves the site', async () => {
    const { router, user } = renderApp('/admin/login?next=%2F%2Fevil.example%2F');
    await user.type(await screen.findByLabelText(/email/i), 'admin@example.com');
    await user.type(screen.getByLabelText(/password/i), 'Admin@123');
    await user.click(screen.getByRole('button', { name: /sign in/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/Dashboard'), { timeout: 4000 });
  });

  it('serves /adminlogin as the login page too', async () => {
    renderApp('/adminlogin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
  });

  it('opens /admin/Dashboard (any case) for a signed-in admin', async () => {
    signIn();
    renderApp('/admin/Dashboard');
    // The first admin page of a test run pays for compiling the admin chunks on import.
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('Administrator')).toBeInTheDocument();
    expect(screen.getByText('Super Admin')).toBeInTheDocument();
  });
});

describe('admin layout', () => {
  it('has the search box, three notifications and the profile menu', async () => {
    signIn();
    const { user } = renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveAttribute(
      'placeholder',
      'Search users, services...',
    );

    await user.click(screen.getByRole('button', { name: 'Notifications, 3 new' }));
    const links = await screen.findAllByRole('link', { name: /ago$/ });
    expect(links).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'View all notifications' })).toHaveAttribute(
      'href',
      '/admin/notifications',
    );

    await user.click(screen.getByRole('button', { name: /Administrator/ }));
    expect(await screen.findByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/admin/profile');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/admin/settings');
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/admin/help');
  });

  it('asks before logging out, then clears the session and opens /admin/login', async () => {
    signIn();
    const { user, router } = renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await user.click(screen.getByRole('button', { name: /Administrator/ }));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to logout?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readAdminSession()).not.toBeNull();

    await user.click(screen.getByRole('button', { name: /Administrator/ }));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(readAdminSession()).toBeNull();
  });

  it('has every sidebar group and entry of §2.12; groups open, close, and all close with the sidebar', async () => {
    signIn();
    const { user } = renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: /Dashboard/ })).toHaveAttribute('href', '/admin');
    for (const [group, hrefs] of Object.entries(SIDEBAR)) {
      const toggle = within(nav).getByRole('button', { name: new RegExp(group) });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
      expect(
        within(list)
          .getAllByRole('link')
          .map((a) => a.getAttribute('href')),
      ).toEqual(hrefs);
    }
    await user.click(within(nav).getByRole('button', { name: /Reviews/ }));
    expect(within(nav).getByRole('button', { name: /Reviews/ })).toHaveAttribute('aria-expanded', 'false');

    const toggle = screen.getByRole('button', { name: 'Close sidebar', expanded: true });
    expect(toggle).toHaveAttribute('aria-controls', 'admin-sidebar');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Open sidebar' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Open sidebar' }));
    for (const group of Object.keys(SIDEBAR)) {
      expect(within(nav).getByRole('button', { name: new RegExp(group) })).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('opens the sidebar at 992 px and wider, and starts with it closed below', async () => {
    signIn();
    window.innerWidth = 991;
    renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.getByRole('button', { name: 'Open sidebar' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('is open at exactly 992 px', async () => {
    signIn();
    window.innerWidth = 992;
    renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.getByRole('button', { name: 'Close sidebar', expanded: true })).toBeInTheDocument();
  });

  it('follows the window across 992 px: closes below it with every group folded, opens again above', async () => {
    signIn();
    const win = resizableWindow(1280);
    const { user } = renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    await user.click(within(nav).getByRole('button', { name: /Services/ }));
    await user.click(within(nav).getByRole('button', { name: /Vendors/ }));
    expect(within(nav).getByRole('link', { name: 'Featured Services' })).toBeInTheDocument();

    win.resize(991);
    expect(screen.getByRole('button', { name: 'Open sidebar' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Open sidebar' }));
    expect(within(nav).getByRole('button', { name: /Services/ })).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).getByRole('button', { name: /Vendors/ })).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Featured Services' })).not.toBeInTheDocument();

    win.resize(600);
    await user.click(screen.getByRole('button', { name: 'Open sidebar' }));
    // On a phone the open sidebar lies over the page: a click beside it closes it.
    const overlays = screen.getAllByRole('button', { name: 'Close sidebar' });
    await user.click(overlays[overlays.length - 1]);
    expect(screen.getByRole('button', { name: 'Open sidebar' })).toHaveAttribute('aria-expanded', 'false');

    win.resize(992);
    expect(screen.getByRole('button', { name: 'Close sidebar', expanded: true })).toBeInTheDocument();
  });

  it('expands the group of the page it opens on', async () => {
    signIn();
    renderApp('/admin/subcategories');
    await screen.findByRole('heading', { level: 1, name: 'Subcategories' });
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('button', { name: /Subcategories/ })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'All Subcategories' })).toHaveAttribute('aria-current', 'page');
  });

  it('has the footer links of §2.12 and a newsletter box', async () => {
    signIn();
    renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const footer = screen.getByRole('contentinfo');
    const quick = within(footer).getByRole('heading', { name: 'Quick Links' }).nextElementSibling as HTMLElement;
    expect(
      within(quick)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/admin', '/admin/categories', '/admin/services', '/admin/users', '/admin/reports']);
    expect(within(footer).getByRole('textbox', { name: /e-mail/ })).toBeInTheDocument();
    expect(within(footer).getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it('gives every admin route of the table a titled page', async () => {
    signIn();
    const paths = allPaths().filter((p) => p.startsWith('/admin/') && p !== '/admin/login' && !p.endsWith('*'));
    expect(paths.length).toBeGreaterThan(50);
    for (const path of [...paths.map((p) => p.replace(':id', '1')), '/admin/reports']) {
      const view = renderApp(path);
      const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
      expect(heading.textContent, path).not.toBe('Admin Page Not Found');
      expect(heading.textContent, path).not.toBe('');
      view.unmount();
    }
  });
});
