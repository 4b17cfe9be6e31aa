/**
 * The rules of the customer session (SPEC §4), one by one: what a login stores, when a session ends and who is
 * told, what each answer of the session check does to the signed-in customer, and what logout sends. Module state
 * (the notice, the checks under way) is shared with other test files in the mutation run: every test starts from
 * the public API (dismiss) and uses tokens of its own.
 */
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { setScenario } from '../../mocks/scenarios';
import { login } from '../api/customer';
import { endpointUrl } from '../api/endpoints';
import type { CustomerUser } from '../api/types';
import { LocationProbe, renderRoute } from '../test/renderRoute';
import { recordWire } from '../test/wire';
import {
  checkSession,
  endCustomerSession,
  hasCustomerSession,
  saveLogin,
  SESSION_ENDED,
  useCustomerSession,
  useSessionEndedNotice,
} from './customerSession';
import { announceLogin, announceLogout } from './authEvents';
import { forgetUser, readStored } from './storage';
import { answerOf } from '../test/answerOf';

const OTHER: CustomerUser = { id: 99, name: 'Asha Verma', email: 'asha@example.com', profile_image: null };

/** A real session of the demo customer on the mock backend, stored as a login stores it. */
async function storeSession({
  expiresInMs = 3_600_000,
  cachedName,
}: { expiresInMs?: number; cachedName?: string } = {}) {
  const answer = await answerOf(login({ email: 'customer@example.com', password: 'Customer@123', rememberMe: false }));
  const user = { ...answer.user, ...(cachedName ? { name: cachedName } : {}) };
  window.localStorage.setItem('user', JSON.stringify(user));
  window.localStorage.setItem('session_token', answer.session_token!);
  window.localStorage.setItem('session_expires', new Date(Date.now() + expiresInMs).toISOString());
  return { token: answer.session_token!, user: answer.user };
}

/** validateSession answers are held until `release()`; then the mock backend answers as usual. */
function holdValidation() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post(endpointUrl('validateSession'), async ({ request }) => {
      const body = (await request.clone().json()) as { action?: string };
      if (body.action === 'validateSession') await gate;
      return undefined;
    }),
  );
  return { release: () => act(async () => release()) };
}

/** Answers validateSession (and only it) with `respond`. */
function answerValidation(respond: () => Response) {
  server.use(
    http.post(endpointUrl('validateSession'), async ({ request }) => {
      const body = (await request.clone().json()) as { action?: string };
      return body.action === 'validateSession' ? respond() : undefined;
    }),
  );
}

function listen(name: string) {
  const heard = vi.fn();
  window.addEventListener(name, heard);
  return { heard, stop: () => window.removeEventListener(name, heard) };
}

const inRouter =
  (path = '/dashboard') =>
  ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      {children}
      <LocationProbe />
    </MemoryRouter>
  );

let warn: ReturnType<typeof vi.spyOn>;
let error: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
  // The notice is module state: start from "nothing to tell" through its own API.
  const { result, unmount } = renderHook(() => useSessionEndedNotice());
  act(() => result.current.dismiss());
  unmount();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('saveLogin', () => {
  it('stores the user, the token and the expiry, and announces the login with the user', () => {
    const login = listen('authStateChange');
    saveLogin({ user: OTHER, session_token: 'tok-save', expires_at: '2099-01-01T00:00:00.000Z' });
    expect(readStored('user')).toEqual(OTHER);
    expect(readStored('session_token')).toBe('tok-save');
    expect(readStored('session_expires')).toBe('2099-01-01T00:00:00.000Z');
    expect(login.heard).toHaveBeenCalledTimes(1);
    expect((login.heard.mock.calls[0][0] as CustomEvent).detail).toEqual(OTHER);
    login.stop();
  });

  it('without an expiry stores none (the server decides), and drops the previous one', () => {
    window.localStorage.setItem('session_expires', '2000-01-01T00:00:00.000Z');
    window.sessionStorage.setItem('recentBooking', '{"booking_number":"BK1"}');
    saveLogin({ user: OTHER, session_token: 'tok-no-expiry' });
    expect(window.localStorage.getItem('session_expires')).toBeNull();
    expect(window.sessionStorage.getItem('recentBooking')).toBeNull();
    expect(hasCustomerSession()).toBe(true);
  });
});

describe('endCustomerSession', () => {
  it('ends the session it was asked about: forgets it, announces the logout and raises the notice event', () => {
    saveLogin({ user: OTHER, session_token: 'tok-end' });
    const logout = listen('userLogout');
    const ended = listen('customerSessionEnded');
    endCustomerSession('tok-end');
    expect(readStored('session_token')).toBeNull();
    expect(readStored('user')).toBeNull();
    expect(logout.heard).toHaveBeenCalledTimes(1);
    expect(ended.heard).toHaveBeenCalledTimes(1);
    expect(SESSION_ENDED).toBe('customerSessionEnded');
    logout.stop();
    ended.stop();
  });

  it('leaves a newer login alone: its token, its user, no events', () => {
    saveLogin({ user: OTHER, session_token: 'tok-newer' });
    const logout = listen('userLogout');
    const ended = listen('customerSessionEnded');
    endCustomerSession('tok-older');
    expect(readStored('session_token')).toBe('tok-newer');
    expect(readStored('user')).toEqual(OTHER);
    expect(logout.heard).not.toHaveBeenCalled();
    expect(ended.heard).not.toHaveBeenCalled();
    logout.stop();
    ended.stop();
  });

  it('called for a request sent with no session (token null), leaves a login made meanwhile alone', () => {
    saveLogin({ user: OTHER, session_token: 'tok-meanwhile' });
    const ended = listen('customerSessionEnded');
    endCustomerSession(null);
    expect(readStored('session_token')).toBe('tok-meanwhile');
    expect(readStored('user')).toEqual(OTHER);
    expect(ended.heard).not.toHaveBeenCalled();
    ended.stop();
  });

  it('without a token ends whatever session is stored', () => {
    saveLogin({ user: OTHER, session_token: 'tok-default' });
    endCustomerSession();
    expect(readStored('session_token')).toBeNull();
  });
});

describe('useSessionEndedNotice', () => {
  it('shows nothing when no session ended', () => {
    const { result } = renderHook(() => useSessionEndedNotice());
    expect(result.current.show).toBe(false);
  });

  it('shows once a session ends while it is mounted, until dismissed; a later screen shows nothing then', () => {
    saveLogin({ user: OTHER, session_token: 'tok-notice' });
    const { result } = renderHook(() => useSessionEndedNotice());
    expect(result.current.show).toBe(false);
    act(() => endCustomerSession('tok-notice'));
    expect(result.current.show).toBe(true);
    act(() => result.current.dismiss());
    expect(result.current.show).toBe(false);
    expect(renderHook(() => useSessionEndedNotice()).result.current.show).toBe(false);
  });

  it('a page that has just loaded has nothing to tell', async () => {
    // A fresh copy of the module is what a page load gets: no session has ended in this page view yet.
    vi.resetModules();
    try {
      const pageLoad = await import('./customerSession');
      expect(renderHook(() => pageLoad.useSessionEndedNotice()).result.current.show).toBe(false);
    } finally {
      vi.resetModules();
    }
  });

  it('a screen opened after the session ended shows it', () => {
    saveLogin({ user: OTHER, session_token: 'tok-later' });
    endCustomerSession('tok-later');
    expect(renderHook(() => useSessionEndedNotice()).result.current.show).toBe(true);
  });

  it('a screen opened when someone is signed in again shows nothing', () => {
    saveLogin({ user: OTHER, session_token: 'tok-before' });
    endCustomerSession('tok-before');
    // Another tab signed in: the token is there, no event reached this tab's notice.
    window.localStorage.setItem('session_token', 'tok-other-tab');
    expect(renderHook(() => useSessionEndedNotice()).result.current.show).toBe(false);
  });

  it('a new login hides it, for good; a logout does not', () => {
    saveLogin({ user: OTHER, session_token: 'tok-relogin' });
    const { result, unmount } = renderHook(() => useSessionEndedNotice());
    act(() => endCustomerSession('tok-relogin'));
    act(() => announceLogout());
    expect(result.current.show).toBe(true);
    act(() => saveLogin({ user: OTHER, session_token: 'tok-relogin-2' }));
    expect(result.current.show).toBe(false);
    unmount();
    // Signed out normally later: the old notice does not come back.
    forgetUser('customer');
    announceLogout();
    expect(renderHook(() => useSessionEndedNotice()).result.current.show).toBe(false);
  });

  it('once unmounted it stops listening: a login it did not see leaves the notice for the next screen', () => {
    const { unmount } = renderHook(() => useSessionEndedNotice());
    unmount();
    saveLogin({ user: OTHER, session_token: 'tok-unmounted' });
    endCustomerSession('tok-unmounted');
    announceLogin(OTHER);
    expect(renderHook(() => useSessionEndedNotice()).result.current.show).toBe(true);
  });
});

describe('hasCustomerSession and the user a screen shows', () => {
  const shownUser = () => renderHook(() => useCustomerSession(), { wrapper: inRouter() }).result.current.user;

  it('without a token there is no session and no cached user, whatever else is stored', () => {
    window.localStorage.setItem('user', JSON.stringify(OTHER));
    expect(hasCustomerSession()).toBe(false);
    expect(shownUser()).toBeNull();
  });

  it('with a live token the stored user is the cached user', () => {
    saveLogin({ user: OTHER, session_token: 'tok-cached', expires_at: new Date(Date.now() + 60_000).toISOString() });
    expect(hasCustomerSession()).toBe(true);
    expect(shownUser()).toEqual(OTHER);
  });
});

describe('checkSession', () => {
  it('a valid session: the server’s user is the answer and replaces the cached one', async () => {
    const { token, user } = await storeSession({ cachedName: 'Old Name' });
    await expect(checkSession(token)).resolves.toEqual({ outcome: 'valid', user });
    expect(readStored('user')).toEqual(user);
    expect(readStored('session_token')).toBe(token);
  });

  it('a fresh user is not written over a login that happened while the check was under way', async () => {
    const { token } = await storeSession();
    const held = holdValidation();
    const check = checkSession(token);
    saveLogin({ user: OTHER, session_token: 'tok-meanwhile' });
    await held.release();
    expect((await check).outcome).toBe('valid');
    expect(readStored('user')).toEqual(OTHER);
    expect(readStored('session_token')).toBe('tok-meanwhile');
  });

  it('a failure answer ends the session, raises the notice and logs the server’s message', async () => {
    const { token } = await storeSession();
    const ended = listen('customerSessionEnded');
    await expect(checkSession(token + '-gone')).resolves.toEqual({ outcome: 'invalid' });
    // Another token than the stored one: nothing of this session is touched.
    expect(readStored('session_token')).toBe(token);
    expect(ended.heard).not.toHaveBeenCalled();

    window.localStorage.setItem('session_token', token + '-gone');
    await expect(checkSession(token + '-gone')).resolves.toEqual({ outcome: 'invalid' });
    expect(readStored('session_token')).toBeNull();
    expect(readStored('user')).toBeNull();
    expect(ended.heard).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[session] the stored session is no longer valid:', 'Invalid or expired session');
    ended.stop();
  });

  it.each([401, 403])('HTTP %i ends the session and raises the notice', async (status) => {
    const { token } = await storeSession();
    answerValidation(() => HttpResponse.json({ status: 'error', message: 'Unauthorized' }, { status }));
    const ended = listen('customerSessionEnded');
    await expect(checkSession(token)).resolves.toEqual({ outcome: 'invalid' });
    expect(readStored('session_token')).toBeNull();
    expect(readStored('user')).toBeNull();
    expect(ended.heard).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('[session] the server refused the stored session:', status);
    ended.stop();
  });

  it.each([
    ['HTTP 500', () => setScenario({ name: 'server-error', endpoint: 'validateSession' })],
    ['offline', () => setScenario({ name: 'offline', endpoint: 'validateSession' })],
    ['not JSON', () => setScenario({ name: 'bad-json', endpoint: 'validateSession' })],
    ['a success naming no user', () => answerValidation(() => HttpResponse.json({ status: 'success' }))],
  ])('%s: no usable answer, the cached user and the session stay', async (_, misbehave) => {
    const { token } = await storeSession({ cachedName: 'Cached Name' });
    misbehave();
    const ended = listen('customerSessionEnded');
    await expect(checkSession(token)).resolves.toEqual({ outcome: 'unreachable' });
    expect(readStored('session_token')).toBe(token);
    expect(readStored('user')?.name).toBe('Cached Name');
    expect(ended.heard).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith(
      '[session] could not validate the session; keeping the cached user',
      expect.anything(),
    );
    ended.stop();
  });

  it('components asking together share one call; a check after it finished goes out again', async () => {
    const { token } = await storeSession();
    const wire = recordWire();
    const [first, second] = await Promise.all([checkSession(token), checkSession(token)]);
    expect(first).toEqual(second);
    await wire.flush();
    expect(wire.requests.filter((r) => r.json?.action === 'validateSession')).toHaveLength(1);

    await checkSession(token);
    await wire.flush();
    expect(wire.requests.filter((r) => r.json?.action === 'validateSession')).toHaveLength(2);
    wire.stop();
  });
});

describe('useCustomerSession', () => {
  it('shows the cached user at once, then the server’s user once the check answers', async () => {
    const { user } = await storeSession({ cachedName: 'Old Name' });
    const held = holdValidation();
    const { result } = renderHook(() => useCustomerSession(), { wrapper: inRouter() });
    expect(result.current.user?.name).toBe('Old Name');
    expect(result.current.validating).toBe(true);
    await held.release();
    await waitFor(() => expect(result.current.validating).toBe(false));
    expect(result.current.user).toEqual(user);
  });

  it('a refused session signs the customer out (no user at all)', async () => {
    await storeSession();
    window.localStorage.setItem('session_token', 'tok-unknown-to-server');
    const { result } = renderHook(() => useCustomerSession(), { wrapper: inRouter() });
    await waitFor(() => expect(result.current.validating).toBe(false));
    expect(result.current.user).toBeNull();
  });

  it('an unreachable server keeps the cached user', async () => {
    await storeSession({ cachedName: 'Cached Name' });
    setScenario({ name: 'server-error', endpoint: 'validateSession' });
    const { result } = renderHook(() => useCustomerSession(), { wrapper: inRouter() });
    await waitFor(() => expect(result.current.validating).toBe(false));
    expect(result.current.user?.name).toBe('Cached Name');
  });

  it('follows only the check of its own token', async () => {
    await storeSession({ cachedName: 'Cached Name' });
    const held = holdValidation();
    const { result } = renderHook(() => useCustomerSession(), { wrapper: inRouter() });
    // Someone checks another token (refused at once, as it is not held): not this screen's session.
    answerValidation(() => HttpResponse.json({ status: 'error', message: 'Invalid or expired session' }));
    await act(async () => void (await checkSession('tok-someone-else')));
    expect(result.current.validating).toBe(true);
    expect(result.current.user?.name).toBe('Cached Name');
    server.resetHandlers();
    await held.release();
  });

  it('an answer about a session that was replaced meanwhile is ignored', async () => {
    await storeSession();
    const held = holdValidation();
    const { result } = renderHook(() => useCustomerSession(), { wrapper: inRouter() });
    act(() => saveLogin({ user: OTHER, session_token: 'tok-replaced' }));
    expect(result.current.user).toEqual(OTHER);
    await held.release();
    await waitFor(() => expect(result.current.validating).toBe(false));
    expect(result.current.user).toEqual(OTHER);
    expect(readStored('user')).toEqual(OTHER);
  });

  it('without a token: forgets a leftover user, shows no one and raises no notice', async () => {
    window.localStorage.setItem('user', JSON.stringify(OTHER));
    window.sessionStorage.setItem('recentBooking', '{"booking_number":"BK1"}');
    const ended = listen('customerSessionEnded');
    const logout = listen('userLogout');
    const wire = recordWire();
    const { result } = renderHook(() => useCustomerSession(), { wrapper: inRouter() });
    expect(result.current.user).toBeNull();
    expect(result.current.validating).toBe(false);
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.sessionStorage.getItem('recentBooking')).toBeNull();
    expect(ended.heard).not.toHaveBeenCalled();
    expect(logout.heard).not.toHaveBeenCalled();
    await wire.flush();
    expect(wire.requests).toHaveLength(0);
    wire.stop();
    ended.stop();
    logout.stop();
  });

  it('a login on this screen starts the expiry timer of the new session', async () => {
    const { result } = renderHook(() => useCustomerSession(), { wrapper: inRouter() });
    const ended = listen('customerSessionEnded');
    act(() =>
      saveLogin({ user: OTHER, session_token: 'tok-short', expires_at: new Date(Date.now() + 150).toISOString() }),
    );
    expect(result.current.user).toEqual(OTHER);
    await waitFor(() => expect(result.current.user).toBeNull());
    expect(readStored('session_token')).toBeNull();
    expect(ended.heard).toHaveBeenCalledTimes(1);
    ended.stop();
  });

  it('no expiry timer without a user: an expiry passing then ends nothing', async () => {
    await storeSession({ expiresInMs: 300 });
    window.localStorage.removeItem('user');
    setScenario({ name: 'server-error', endpoint: 'validateSession' });
    const ended = listen('customerSessionEnded');
    const { result } = renderHook(() => useCustomerSession(), { wrapper: inRouter() });
    await waitFor(() => expect(result.current.validating).toBe(false));
    expect(result.current.user).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 450)));
    expect(ended.heard).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('session_token')).not.toBeNull();
    ended.stop();
  });

  it('a signed-in customer who opens a prerendered page stays signed in through its hydration', async () => {
    const { token, user } = await storeSession();
    function Greeting() {
      return <p>{useCustomerSession().user?.name ?? 'Login'}</p>;
    }
    const page = (
      <MemoryRouter>
        <Greeting />
      </MemoryRouter>
    );
    // The prerendered HTML shows nobody signed in; hydration renders that first, then the stored session.
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    expect(container.textContent).toBe('Login');
    const root = await act(async () => hydrateRoot(container, page));
    await waitFor(() => expect(container.textContent).toBe(user.name));
    expect(readStored('session_token')).toBe(token);
    act(() => root.unmount());
    container.remove();
  });

  it('a session without a stored expiry stays signed in after the check', async () => {
    const { token, user } = await storeSession();
    window.localStorage.removeItem('session_expires');
    const { result } = renderHook(() => useCustomerSession(), { wrapper: inRouter() });
    await waitFor(() => expect(result.current.validating).toBe(false));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(result.current.user).toEqual(user);
    expect(readStored('session_token')).toBe(token);
  });

  it('logout sends the token, forgets the customer, announces it and goes home', async () => {
    const { token } = await storeSession();
    const logout = listen('userLogout');
    const { result } = renderHook(() => useCustomerSession(), { wrapper: inRouter('/dashboard') });
    await waitFor(() => expect(result.current.validating).toBe(false));
    const wire = recordWire();
    act(() => result.current.logout());
    expect(readStored('session_token')).toBeNull();
    expect(readStored('user')).toBeNull();
    expect(logout.heard).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await waitFor(() => expect(wire.requests).toHaveLength(1));
    await wire.flush();
    expect(wire.last().json).toEqual({ action: 'logout', session_token: token });
    wire.stop();
    logout.stop();
  });

  it('logout goes home from a page deeper in the site', async () => {
    await storeSession();
    function Bookings() {
      const { logout } = useCustomerSession();
      return (
        <button type="button" onClick={logout}>
          Logout
        </button>
      );
    }
    const { user } = renderRoute(<Bookings />, { path: '/dashboard/bookings', pattern: '/dashboard/bookings' });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(readStored('session_token')).toBeNull();
  });

  it('logout without a token sends nothing and still goes home', async () => {
    const { result } = renderHook(() => useCustomerSession(), { wrapper: inRouter('/dashboard') });
    const wire = recordWire();
    act(() => result.current.logout());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    await wire.flush();
    expect(wire.requests).toHaveLength(0);
    wire.stop();
  });

  it('a logout call that fails is logged, and the customer is logged out here all the same', async () => {
    await storeSession();
    const { result } = renderHook(() => useCustomerSession(), { wrapper: inRouter('/dashboard') });
    await waitFor(() => expect(result.current.validating).toBe(false));
    setScenario({ name: 'offline', endpoint: 'logout' });
    act(() => result.current.logout());
    expect(result.current.user).toBeNull();
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('[session] the server was not told about the logout', expect.anything()),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});

describe('a change in another tab, while a screen shows the session', () => {
  /** What another tab left in the shared localStorage, then the event this tab gets about `key` (null: clear()). */
  function otherTab(key: string | null, stored: { user?: CustomerUser; session_token?: string } = {}) {
    if (stored.user) window.localStorage.setItem('user', JSON.stringify(stored.user));
    if (stored.session_token) window.localStorage.setItem('session_token', stored.session_token);
    act(() => window.dispatchEvent(new StorageEvent('storage', { key, storageArea: window.localStorage })));
  }
  const keptByThisTab = () => window.sessionStorage.getItem('recentBooking');

  function follow() {
    const login = listen('authStateChange');
    const logout = listen('userLogout');
    const { result, unmount } = renderHook(() => useCustomerSession(), { wrapper: inRouter() });
    window.sessionStorage.setItem('recentBooking', '{"booking_number":"BK1"}');
    const heard = () => [
      ...login.heard.mock.calls.map(([event]) => (event as CustomEvent<CustomerUser>).detail),
      ...logout.heard.mock.calls.map(() => null),
    ];
    return { result, heard, stop: () => (unmount(), login.stop(), logout.stop()) };
  }

  it('a login there is a login here, announced with the stored customer; this tab forgets the previous booking', () => {
    const { result, heard, stop } = follow();
    otherTab('session_token', { user: OTHER, session_token: 'tok-other-tab' });
    expect(result.current.user).toEqual(OTHER);
    expect(heard()).toEqual([OTHER]);
    expect(keptByThisTab()).toBeNull();
    stop();
  });

  it('the same session’s customer updated there reaches this tab, which keeps its booking; a logout there is one here', () => {
    saveLogin({ user: OTHER, session_token: 'tok-same' });
    const { result, heard, stop } = follow();
    otherTab('user', { user: { ...OTHER, name: 'Asha V.' } });
    expect(result.current.user).toEqual({ ...OTHER, name: 'Asha V.' });
    expect(keptByThisTab()).toBe('{"booking_number":"BK1"}');
    window.localStorage.clear();
    otherTab(null);
    expect(result.current.user).toBeNull();
    expect(heard()).toEqual([{ ...OTHER, name: 'Asha V.' }, null]);
    expect(keptByThisTab()).toBeNull();
    stop();
  });

  it.each(['userLocation', 'customerSettings', 'vendorToken', 'adminSession'])(
    'a change of %s is not a customer login or logout: ignored',
    (key) => {
      const { result, heard, stop } = follow();
      otherTab(key, { user: OTHER, session_token: 'tok-unrelated' });
      expect(heard()).toEqual([]);
      expect(result.current.user).toBeNull();
      expect(keptByThisTab()).toBe('{"booking_number":"BK1"}');
      stop();
    },
  );
});
