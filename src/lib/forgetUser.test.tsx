/**
 * "Trust at the edges", sessions and what stays in the browser: a logout tells the server wherever SPEC §7 has a
 * call for it, with the token, before the token is dropped; a logout or a login leaves nothing of the previous
 * person in this browser (storage.ts `forgetUser`); a logout in another tab signs this one out too. Through the
 * whole app's route table, against the mock backend.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../mocks/db';
import { DAY_MS, openSession } from '../../mocks/handlers/kit';
import { publicVendor } from '../../mocks/handlers/vendor';
import { setScenario } from '../../mocks/scenarios';
import { DEFAULT_SETTINGS, saveSettings } from '../features/dashboard/settingsStore';
import { renderApp } from '../test/renderPage';
import { EMPTY_WIZARD, saveDraft } from '../features/vendor/register/wizardModel';
import { recordWire } from '../test/wire';
import { sampleBooking } from '../test/sampleBooking';
import { demoAdminSessionValue } from '../test/demoSessions';
import { USER_LOGOUT } from './authEvents';
import { login } from '../api/customer';
import { saveRecentBooking } from './recentBooking';
import { readStored } from './storage';
import { forgetVendorRefresh } from './vendorSession';
import { answerOf } from '../test/answerOf';

// Pages are lazy chunks: the first render of a route can take a while on a busy machine.
const SLOW = { timeout: 10_000 };

/** The mock's own keys (its data, and MSW's stand-in for the browser's cookie jar) are not the app's. */
const isMockKey = (key: string) => key.startsWith('hsm-') || key.startsWith('__msw');
const keysOf = (area: Storage) =>
  Array.from({ length: area.length }, (_, i) => area.key(i)!)
    .filter((key) => !isMockKey(key))
    .sort();
/** Every key left in this browser: localStorage (shared by the tabs) and this tab's sessionStorage. */
const leftBehind = () => ({ local: keysOf(window.localStorage), tab: keysOf(window.sessionStorage) });

const BOOKING = sampleBooking({
  service_id: 4,
  service_address: '42, Block C, Lajpat Nagar, New Delhi',
  pincode: '110024',
  special_instructions: 'Call 9876543210 at the gate',
});

/** What a booking on /services and a save on /settings leave behind for this customer. */
function makeCustomerData() {
  saveRecentBooking(BOOKING, { status: 'success', message: 'Booking created successfully', booking_number: 'BK1' });
  saveSettings({ ...DEFAULT_SETTINGS, offers: true, showNameToProfessionals: false });
}

/** Half a vendor registration in this tab (the wizard keeps it in sessionStorage). */
function makeRegistrationDraft() {
  saveDraft({ ...EMPTY_WIZARD, firstName: 'Priya', phone: '9845012345', address: '14, 3rd Cross' }, 2, {
    sent: true,
    verified: true,
    resendAt: null,
  });
}

/** Another tab removed `keys` from the shared localStorage: this tab hears of it through `storage` events. */
function otherTabRemoves(...keys: string[]) {
  for (const key of keys) {
    const oldValue = window.localStorage.getItem(key);
    window.localStorage.removeItem(key);
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key, oldValue, newValue: null, storageArea: window.localStorage }),
      );
    });
  }
}

const where = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

beforeEach(() => {
  forgetVendorRefresh();
  // The device's detected city is not the person's: it stays through every logout (docs/decisions.md).
  window.localStorage.setItem('userLocation', 'New Delhi');
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('customer', () => {
  async function logInAsDemoCustomer() {
    const app = renderApp('/login');
    await app.user.type(await screen.findByLabelText('Email address', {}, SLOW), 'customer@example.com');
    await app.user.type(screen.getByLabelText('Password'), 'Customer@123');
    await app.user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('button', { name: /Account menu for Priya/ }, SLOW);
    return { ...app, token: readStored('session_token')! };
  }

  async function logOutFromTheHeader(user: ReturnType<typeof renderApp>['user']) {
    await user.click(screen.getByRole('button', { name: /Account menu for Priya/ }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
  }

  it('logout sends login.php logout with the token before dropping anything, then nothing of the customer is left', async () => {
    const { user, token } = await logInAsDemoCustomer();
    makeCustomerData();
    // What the browser still held at the moment the logout call left it.
    const storedAtSend: (string | null)[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (typeof init?.body === 'string' && init.body.includes('"logout"'))
        storedAtSend.push(window.localStorage.getItem('session_token'));
      return realFetch(input, init);
    });
    const wire = recordWire();
    await logOutFromTheHeader(user);
    expect(await screen.findByRole('link', { name: 'Login / Sign Up' }, SLOW)).toBeInTheDocument();

    await waitFor(() => expect(wire.requests.some((r) => r.url.pathname.endsWith('/login.php'))).toBe(true));
    await wire.flush();
    wire.stop();
    const sent = wire.requests.find((r) => r.url.pathname.endsWith('/login.php'))!;
    expect(sent.method).toBe('POST');
    expect(sent.json).toEqual({ action: 'logout', session_token: token });
    expect(storedAtSend).toEqual([token]);
    // The server ended it.
    await waitFor(() => expect(db().sessions.some((s) => s.token === token)).toBe(false));

    expect(leftBehind()).toEqual({ local: ['userLocation'], tab: [] });
  });

  it('an offline logout still drops everything of the customer', async () => {
    const { user } = await logInAsDemoCustomer();
    makeCustomerData();
    setScenario({ name: 'offline', endpoint: 'logout' });
    await logOutFromTheHeader(user);
    expect(await screen.findByRole('link', { name: 'Login / Sign Up' }, SLOW)).toBeInTheDocument();
    expect(leftBehind()).toEqual({ local: ['userLocation'], tab: [] });
  });

  it("a login inherits nothing of the previous customer's booking or settings", async () => {
    // Someone booked in this tab earlier and walked away; the next person logs in here.
    makeCustomerData();
    await logInAsDemoCustomer();
    expect(leftBehind()).toEqual({ local: ['session_expires', 'session_token', 'user', 'userLocation'], tab: [] });
  });

  it('a logout in another tab signs this tab out, through the auth events, and drops what this tab kept', async () => {
    const answer = await answerOf(
      login({ email: 'customer@example.com', password: 'Customer@123', rememberMe: false }),
    );
    window.localStorage.setItem('user', JSON.stringify(answer.user));
    window.localStorage.setItem('session_token', answer.session_token!);
    window.localStorage.setItem('session_expires', answer.expires_at!);
    makeCustomerData();
    const wire = recordWire();
    renderApp('/');
    await screen.findByRole('button', { name: /Account menu for Priya/ }, SLOW);
    // The menu can show before the header's effects run (a busy machine flushes them a task later); the session
    // check goes out from the same commit's effects as the cross-tab listener, so once it is on the wire, this tab
    // listens. Another tab's logout before that is a page load's business (the check reads the storage then).
    await waitFor(() => expect(wire.requests.some((r) => r.url.pathname.endsWith('/login.php'))).toBe(true));
    wire.stop();
    const loggedOut = vi.fn();
    window.addEventListener(USER_LOGOUT, loggedOut);

    otherTabRemoves('user', 'session_token', 'session_expires', 'customerSettings');

    expect(await screen.findByRole('link', { name: 'Login / Sign Up' }, SLOW)).toBeInTheDocument();
    expect(loggedOut).toHaveBeenCalled();
    window.removeEventListener(USER_LOGOUT, loggedOut);
    // sessionStorage is this tab's own: the other tab's logout could not reach it.
    expect(leftBehind()).toEqual({ local: ['userLocation'], tab: [] });
  });
});

describe('vendor', () => {
  async function logInAsDemoVendor() {
    const app = renderApp('/loginvendor');
    await app.user.type(await screen.findByLabelText(/^Email address/, {}, SLOW), 'vendor@example.com');
    await app.user.type(screen.getByLabelText(/^Password/), 'Vendor@123');
    await app.user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('heading', { level: 1, name: 'Vendor Dashboard' }, SLOW);
    return { ...app, token: readStored('vendorToken')! };
  }

  it('logout sends logout.php (POST, no body, credentials) with the vendor bearer, and nothing of the vendor is left', async () => {
    const { user, router, token } = await logInAsDemoVendor();
    const wire = recordWire();
    await user.click(screen.getByRole('button', { name: 'Account menu for Rajesh Kumar' }));
    await user.click(within(screen.getByRole('list', { name: 'Account' })).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/loginvendor'));
    await screen.findByRole('heading', { level: 1, name: 'Vendor Login' }, SLOW);
    // A logout goes to the login itself, not back through the page's guard (no `next`).
    expect(where(router)).toBe('/loginvendor');

    await waitFor(() => expect(wire.requests.some((r) => r.url.pathname.endsWith('/logout.php'))).toBe(true));
    await wire.flush();
    wire.stop();
    const sent = wire.requests.find((r) => r.url.pathname.endsWith('/logout.php'))!;
    expect(sent.method).toBe('POST');
    expect(sent.json).toBeNull();
    expect(sent.form).toBeNull();
    expect(sent.credentials).toBe('include');
    expect(sent.headers.get('Authorization')).toBe(`Bearer ${token}`);
    // A backend that knows vendor sessions by token ended this one.
    await waitFor(() => expect(db().sessions.some((s) => s.token === token)).toBe(false));

    expect(leftBehind()).toEqual({ local: ['userLocation'], tab: [] });
  });

  it("a login inherits no one's registration draft from this tab", async () => {
    makeRegistrationDraft();
    await logInAsDemoVendor();
    expect(leftBehind().tab).toEqual([]);
  });

  it('a logout in another tab signs this tab out and leaves the signed-in page', async () => {
    const vendor = db().vendors.find((v) => v.email === 'vendor@example.com')!;
    window.localStorage.setItem('vendorToken', openSession('vendor', vendor.id, DAY_MS).token);
    window.localStorage.setItem('vendorData', JSON.stringify(publicVendor(vendor)));
    const { router } = renderApp('/vendor/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Vendor Dashboard' }, SLOW);
    makeRegistrationDraft();

    otherTabRemoves('vendorToken', 'vendorData');

    await waitFor(() => expect(where(router)).toBe('/loginvendor?next=%2Fvendor%2Fdashboard'), SLOW);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vendor Login' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Vendor Dashboard' })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull());
    expect(leftBehind()).toEqual({ local: ['userLocation'], tab: [] });
  });
});

describe('admin', () => {
  it('logout (the contract has no admin logout call) sends nothing and leaves nothing of the admin', async () => {
    const { user, router } = renderApp('/admin/login');
    await user.type(await screen.findByLabelText(/email/i, {}, SLOW), 'admin@example.com');
    await user.type(screen.getByLabelText(/password/i), 'Admin@123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, SLOW);
    const wire = recordWire();
    await user.click(screen.getByRole('button', { name: /Administrator/ }));
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' }, SLOW)).toBeInTheDocument();
    // A logout is not a session that ended: the login does not offer to bring the admin back (no `next`).
    await waitFor(() => expect(where(router)).toBe('/admin/login'));
    await wire.flush();
    wire.stop();
    expect(wire.requests.filter((r) => r.method !== 'GET')).toEqual([]);
    expect(leftBehind()).toEqual({ local: ['userLocation'], tab: [] });
  });

  it('a logout in another tab signs the panel out, back to the login with next', async () => {
    window.localStorage.setItem('adminSession', demoAdminSessionValue());
    const { router } = renderApp('/admin/categories');
    await screen.findByRole('navigation', { name: 'Admin' }, SLOW);

    otherTabRemoves('adminSession');

    await waitFor(() => expect(where(router)).toBe('/admin/login?next=%2Fadmin%2Fcategories'), SLOW);
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' }, SLOW)).toBeInTheDocument();
    expect(leftBehind()).toEqual({ local: ['userLocation'], tab: [] });
  });
});
