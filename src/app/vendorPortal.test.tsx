/** The vendor area through the real route table: guard, layout (breadcrumb, menu, sidebar rules), dashboard tabs. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../mocks/db';
import { setScenario } from '../../mocks/scenarios';
import { DAY_MS, openSession } from '../../mocks/handlers/kit';
import { publicVendor } from '../../mocks/handlers/vendor';
import { createRoutes } from './routes';
import { hasSidebarOffset } from './layouts/VendorLayout';
import { forgetVendorRefresh, saveVendorLogin } from '../lib/vendorSession';
import { recordWire } from '../test/wire';

// Pages are lazy chunks: the first render of a route can take a while on a busy machine.
const SLOW = { timeout: 5000 };

function signIn(email = 'vendor@example.com') {
  forgetVendorRefresh();
  const vendor = db().vendors.find((v) => v.email === email)!;
  const session = openSession('vendor', vendor.id, DAY_MS);
  saveVendorLogin(session.token, publicVendor(vendor), false);
  return vendor;
}

// The refresh logs what it could not do; the output stays readable.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => vi.restoreAllMocks();
});

function open(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

describe('vendor area', () => {
  it('sends a visitor to /loginvendor with next, and the layout offers Login and Join as Vendor', async () => {
    const { router } = open('/vendor/bookings/12');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vendor Login' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/loginvendor?next=%2Fvendor%2Fbookings%2F12',
    );
    expect(screen.getByRole('link', { name: 'Join as Vendor' })).toHaveAttribute('href', '/registervendor');
    expect(screen.queryByRole('navigation', { name: 'Vendor' })).toBeNull();
  });

  it('shows breadcrumb, sidebar and profile menu to a vendor; logout clears the session and calls logout.php', async () => {
    signIn();
    const wire = recordWire();
    const { router, user } = open('/vendor/bookings/12');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking Details' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Vendor Portal', 'Bookings', '#12']);
    expect(
      within(screen.getByRole('navigation', { name: 'Vendor' })).getByRole('link', { name: 'Bookings (12)' }),
    ).toHaveAttribute('href', '/vendor/bookings');
    await user.click(screen.getByRole('button', { name: 'Account menu for Rajesh Kumar' }));
    const menu = screen.getByRole('list', { name: 'Account' });
    expect(within(menu).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/vendor/profile');
    expect(within(menu).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/vendor/settings');
    await user.click(within(menu).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/loginvendor'));
    expect(['vendorToken', 'vendorData', 'vendorRememberMe'].map((k) => window.localStorage.getItem(k))).toEqual([
      null,
      null,
      null,
    ]);
    await waitFor(() => expect(wire.requests.some((r) => r.url.pathname.endsWith('/logout.php'))).toBe(true));
    wire.stop();
  });

  it('collapses the sidebar, and offsets only /vendor/ paths other than login, register and /vendor (§2.11)', async () => {
    signIn();
    const { user } = open('/vendor/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Vendor Dashboard' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    expect(
      ['/vendor', '/vendor/', '/vendor/login', '/vendor/register', '/loginvendor', '/become-a-vendor'].map(
        hasSidebarOffset,
      ),
    ).toEqual([false, false, false, false, false, false]);
    expect(['/vendor/dashboard', '/vendor/forgot-password', '/vendor/services/add'].every(hasSidebarOffset)).toBe(true);
  });

  it('a session the server refuses is signed out at once and the signed-in page is left for the login', async () => {
    const vendor = signIn();
    const token = window.localStorage.getItem('vendorToken')!;
    db().sessions = db().sessions.filter((s) => s.token !== token); // expired or revoked on the server
    const wire = recordWire();
    const { router } = open('/vendor/dashboard');
    await waitFor(
      () =>
        expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
          '/loginvendor?next=%2Fvendor%2Fdashboard',
        ),
      SLOW,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendor Login' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Account menu for ${publicVendor(vendor).name}` })).toBeNull();
    expect(
      ['vendorToken', 'vendorData', 'vendorRememberMe', 'vendorSessionExpires'].map((k) =>
        window.localStorage.getItem(k),
      ),
    ).toEqual([null, null, null, null]);
    // The server did answer the refresh, and said no.
    const refresh = wire.requests.find((r) => r.url.pathname.endsWith('/vendor-data.php'))!;
    expect(refresh.headers.get('Authorization')).toBe(`Bearer ${token}`);
    wire.stop();
  });

  it('a refresh that cannot reach the server keeps the cached vendor on the signed-in page', async () => {
    signIn();
    setScenario({ name: 'offline', endpoint: 'vendorData' });
    const wire = recordWire();
    const { router } = open('/vendor/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Vendor Dashboard' }, SLOW);
    await waitFor(() => expect(wire.requests.some((r) => r.url.pathname.endsWith('/vendor-data.php'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/vendor/dashboard');
    expect(screen.getByRole('button', { name: 'Account menu for Rajesh Kumar' })).toBeInTheDocument();
    expect(window.localStorage.getItem('vendorToken')).not.toBeNull();
    wire.stop();
  });

  it('a signed-in vendor opening the login goes to the dashboard', async () => {
    signIn();
    const { router } = open('/vendor/login');
    await screen.findByRole('heading', { level: 1, name: 'Vendor Dashboard' }, SLOW);
    expect(router.state.location.pathname).toBe('/vendor/dashboard');
  });
});

describe('vendor dashboard', () => {
  it('tells a pending vendor about the verification, and not the verified seed vendor', async () => {
    const pending = db().vendors.find((v) => v.status === 'pending');
    expect(pending).toBeTruthy();
    signIn(pending!.email);
    open('/vendor/dashboard');
    expect(await screen.findByText('Your account is pending verification.', {}, SLOW)).toBeInTheDocument();
  });

  it('has five tabs; the bookings filters narrow the table; the period changes the analytics figures', async () => {
    signIn();
    const { user } = open('/vendor/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Vendor Dashboard' }, SLOW);
    expect(screen.queryByText('Your account is pending verification.')).toBeNull();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'My Services5',
      'Bookings8',
      'Reviews',
      'Analytics',
    ]);
    expect(screen.getByText('₹1,84,750')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Data' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Service' })).toHaveAttribute('href', '/vendor/services/add');

    await user.click(screen.getByRole('tab', { name: /Bookings/ }));
    const table = screen.getByRole('region', { name: 'Bookings table' });
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(8);
    expect(within(table).getByText('#001042')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'completed');
    expect(rows()).toHaveLength(3);
    await user.type(screen.getByLabelText('Date'), '2024-11-25');
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('Vikram Singh');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(rows()).toHaveLength(8);

    await user.click(screen.getByRole('tab', { name: 'Reviews' }));
    const stars = screen.getByRole('list', { name: 'Reviews by stars' });
    expect(
      within(stars)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['5 star96', '4 star22', '3 star6', '2 star3', '1 star1']);

    await user.click(screen.getByRole('tab', { name: 'Analytics' }));
    const panel = screen.getByRole('tabpanel', { name: 'Analytics' });
    expect(within(panel).getByText('₹32,400')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Earnings period'), '6m');
    expect(within(panel).getByText('₹1,42,600')).toBeInTheDocument();
    expect(within(panel).queryByText('₹32,400')).toBeNull();
  });
});
