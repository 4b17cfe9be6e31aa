/**
 * SPEC §4 vendor session, as storage, the wire and the console see it: what a login stores and for how long (on the
 * clock), one refresh per page load, what a refusal or an unreachable server does with and without a cache, the
 * other tab's changes, and the logout that reaches the server or says why not.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../mocks/db';
import { DAY_MS, openSession } from '../../mocks/handlers/kit';
import { server } from '../../mocks/node';
import { setScenario } from '../../mocks/scenarios';
import { endpointUrl } from '../api/endpoints';
import { renderRoute } from '../test/renderRoute';
import { VendorSessionProbe } from '../test/VendorSessionProbe';
import { recordWire } from '../test/wire';
import { forgetVendorRefresh, refreshVendor, saveVendorLogin } from './vendorSession';
import { clearVendorSession, hasVendorSession, vendorStore } from './vendorSessionStore';

/** The vendor this browser keeps for the session (what the portal shows before the server answers). */
const cachedVendor = () => vendorStore.read()?.vendor ?? null;

const HOUR = 3_600_000;
const local = (key: string) => window.localStorage.getItem(key);
const vendorKeys = () =>
  ['vendorToken', 'vendorData', 'vendorRememberMe', 'vendorSessionExpires'].map((key) => local(key));

function demoToken() {
  const vendor = db().vendors.find((v) => v.email === 'vendor@example.com')!;
  return openSession('vendor', vendor.id, DAY_MS).token;
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  forgetVendorRefresh();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  forgetVendorRefresh();
});

describe('what a login stores', () => {
  it('the token, the vendor when there is one, Remember me and the end of the session', () => {
    const now = Date.now();
    saveVendorLogin('vt-1', null, true, now);
    expect(vendorKeys()).toEqual(['vt-1', null, 'true', String(now + 30 * 24 * HOUR)]);
    expect(cachedVendor()).toBeNull();
    expect(hasVendorSession(now)).toBe(true);
  });

  it('inherits nothing of the previous vendor, in this browser or this tab', () => {
    saveVendorLogin('vt-1', { name: 'First Vendor' }, true);
    window.sessionStorage.setItem('vendorRegistrationDraft', '{"step":2}');
    saveVendorLogin('vt-2', null, false);
    expect(local('vendorToken')).toBe('vt-2');
    expect(local('vendorData')).toBeNull();
    expect(local('vendorRememberMe')).toBe('false');
    expect(window.sessionStorage.getItem('vendorRegistrationDraft')).toBeNull();
  });

  it.each([
    [false, 24 * HOUR],
    [true, 30 * 24 * HOUR],
  ])('Remember me %s: lasts %i ms on the clock, and ends with every key', (rememberMe, lasts) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-03-01T08:00:00Z').getTime();
    vi.setSystemTime(start);
    saveVendorLogin('vt-clock', { name: 'Rajesh Kumar' }, rememberMe);
    expect(local('vendorSessionExpires')).toBe(String(start + lasts));
    vi.setSystemTime(start + lasts - 1);
    expect(hasVendorSession()).toBe(true);
    expect(cachedVendor()?.name).toBe('Rajesh Kumar');
    vi.setSystemTime(start + lasts);
    expect(cachedVendor()).toBeNull();
    expect(hasVendorSession()).toBe(false);
    expect(vendorKeys()).toEqual([null, null, null, null]);
  });
});

describe('refreshVendor', () => {
  it('screens mounting together share one call, until the page load’s refresh is forgotten', async () => {
    const token = demoToken();
    saveVendorLogin(token, { name: 'Old Name' }, false);
    const wire = recordWire();
    const answers = await Promise.all([refreshVendor(token), refreshVendor(token)]);
    expect(answers).toEqual(['fresh', 'fresh']);
    await expect(refreshVendor(token)).resolves.toBe('fresh');
    expect(wire.requests).toHaveLength(1);
    forgetVendorRefresh();
    await refreshVendor(token);
    expect(wire.requests).toHaveLength(2);
    wire.stop();
  });

  it('a refusal signs out and logs the server’s message', async () => {
    saveVendorLogin('unknown-token', { name: 'Cached Vendor' }, false);
    await expect(refreshVendor('unknown-token')).resolves.toBe('signed-out');
    expect(warn).toHaveBeenCalledWith('[vendor session] signing out', 'Unauthorized: please log in again');
    expect(vendorKeys()).toEqual([null, null, null, null]);
  });

  it('a refusal without a message signs out and logs its status', async () => {
    const token = demoToken();
    saveVendorLogin(token, { name: 'Cached Vendor' }, false);
    server.use(http.get(endpointUrl('vendorData'), () => HttpResponse.json({ status: 'expired' })));
    await expect(refreshVendor(token)).resolves.toBe('signed-out');
    expect(warn).toHaveBeenCalledWith('[vendor session] signing out', 'expired');
    expect(local('vendorToken')).toBeNull();
  });

  it('an unreachable server keeps a cached vendor, and logs why', async () => {
    const token = demoToken();
    saveVendorLogin(token, { name: 'Cached Vendor' }, false);
    setScenario({ name: 'offline', endpoint: 'vendorData' });
    await expect(refreshVendor(token)).resolves.toBe('kept-cache');
    expect(warn).toHaveBeenCalledWith(
      '[vendor session] could not refresh the vendor; keeping the cached data',
      'network: The network request failed',
    );
    expect(local('vendorToken')).toBe(token);
    expect(cachedVendor()?.name).toBe('Cached Vendor');
  });

  it('an unreachable server signs out a session with nothing cached', async () => {
    const token = demoToken();
    saveVendorLogin(token, null, true);
    setScenario({ name: 'offline', endpoint: 'vendorData' });
    await expect(refreshVendor(token)).resolves.toBe('signed-out');
    expect(warn).toHaveBeenCalledWith('[vendor session] signing out', 'network: The network request failed');
    expect(vendorKeys()).toEqual([null, null, null, null]);
    expect(hasVendorSession()).toBe(false);
  });

  it('an unreachable server answering after another vendor logged in leaves that session alone', async () => {
    setScenario({ name: 'offline', endpoint: 'vendorData' });
    saveVendorLogin('first-token', { name: 'First Vendor' }, false);
    const refresh = refreshVendor('first-token');
    saveVendorLogin('second-token', { name: 'Second Vendor' }, false);
    await expect(refresh).resolves.toBe('signed-out');
    expect(local('vendorToken')).toBe('second-token');
    expect(cachedVendor()?.name).toBe('Second Vendor');
  });
});

const otherTab = (key: string | null) =>
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key }));
  });
const DRAFT = 'vendorRegistrationDraft';

describe('useVendorSession', () => {
  it('another tab changing the vendor token (or clearing storage) drops what this tab kept of the vendor', async () => {
    renderRoute(<VendorSessionProbe />);
    window.sessionStorage.setItem(DRAFT, '{"step":2}');
    window.sessionStorage.setItem('recentBooking', '{}');
    await otherTab('userLocation');
    await otherTab('vendorData');
    expect(window.sessionStorage.getItem(DRAFT)).toBe('{"step":2}');
    await otherTab('vendorToken');
    expect(window.sessionStorage.getItem(DRAFT)).toBeNull();
    window.sessionStorage.setItem(DRAFT, '{"step":3}');
    await otherTab(null);
    expect(window.sessionStorage.getItem(DRAFT)).toBeNull();
    expect(window.sessionStorage.getItem('recentBooking')).toBe('{}');
  });

  it('shows a login or logout of another tab', async () => {
    renderRoute(<VendorSessionProbe />);
    expect(screen.getByTestId('vendor')).toHaveTextContent('signed out');
    setScenario({ name: 'offline', endpoint: 'vendorData' });
    window.localStorage.setItem('vendorToken', 'other-tab-token');
    window.localStorage.setItem('vendorData', '{"name":"Other Tab Vendor"}');
    await otherTab('vendorToken');
    expect(screen.getByTestId('vendor')).toHaveTextContent('Other Tab Vendor');
  });

  it('stops following the other tabs once the screen is gone', async () => {
    const { unmount } = renderRoute(<VendorSessionProbe />);
    unmount();
    window.sessionStorage.setItem(DRAFT, '{"step":2}');
    await otherTab('vendorToken');
    expect(window.sessionStorage.getItem(DRAFT)).toBe('{"step":2}');
  });

  it('makes the page decide again only when a session ends while it is open', async () => {
    const loader = vi.fn(() => null);
    renderRoute(<VendorSessionProbe />, { data: { loader } });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    const loads = loader.mock.calls.length;
    // Never signed in: nothing to decide again.
    expect(loads).toBe(1);

    setScenario({ name: 'offline', endpoint: 'vendorData' });
    act(() => saveVendorLogin('vt-open', { name: 'Cached Vendor' }, false));
    await screen.findByText('Cached Vendor');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(loader).toHaveBeenCalledTimes(loads);

    act(() => clearVendorSession());
    await waitFor(() => expect(loader).toHaveBeenCalledTimes(loads + 1));
    expect(screen.getByTestId('vendor')).toHaveTextContent('signed out');
  });

  it('a logout the server never hears of still signs out, and logs why', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setScenario({ name: 'offline' });
    saveVendorLogin('vt-offline', { name: 'Cached Vendor' }, false);
    const { user } = renderRoute(<VendorSessionProbe />);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(local('vendorToken')).toBeNull();
    await screen.findByText('/loginvendor');
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        '[vendor session] the server was not told',
        'network: The network request failed',
      ),
    );
  });
});
