/** Customer site header (SPEC §2.1, §4 session and location, §7 maps, §8 header texts). */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../api/config';
import { AUTH_STATE_CHANGE, USER_LOGOUT } from '../../lib/authEvents';
import { endCustomerSession, saveLogin } from '../../lib/customerSession';
import { readStored } from '../../lib/storage';
import { http } from 'msw';
import { server } from '../../../mocks/node';
import { setScenario } from '../../../mocks/scenarios';
import { endpointUrl } from '../../api/endpoints';
import { login } from '../../api/customer';
import { LocationProbe, renderRoute } from '../../test/renderRoute';
import { recordWire } from '../../test/wire';
import { SiteHeader } from './SiteHeader';
import { LOCATION_ERRORS } from './detectCity';
import { answerPosition, installGeolocation, type FakePosition } from '../../test/geolocation';
import { answerOf } from '../../test/answerOf';

const PRIYA = { id: 1, name: 'Priya Sharma', email: 'customer@example.com', profile_image: null };

function openHeader(options: { fakeTimers?: boolean } = {}) {
  return renderRoute(
    <>
      <SiteHeader />
      <main id="main">
        <LocationProbe />
      </main>
    </>,
    { path: '/', pattern: '*', ...options },
  );
}

/** A real session of the demo customer, stored as a login would store it. */
async function storeRealSession() {
  const answer = await answerOf(login({ email: 'customer@example.com', password: 'Customer@123', rememberMe: false }));
  window.localStorage.setItem('user', JSON.stringify(answer.user));
  window.localStorage.setItem('session_token', answer.session_token!);
  window.localStorage.setItem('session_expires', answer.expires_at!);
  return answer.session_token!;
}

function storeSession(token = 'f'.repeat(64), user: object = PRIYA) {
  window.localStorage.setItem('user', JSON.stringify(user));
  window.localStorage.setItem('session_token', token);
  window.localStorage.setItem('session_expires', new Date(Date.now() + 3600_000).toISOString());
}

/** The device answers every position request at once with `result`. */
function fakeGeolocation(result: FakePosition) {
  const getCurrentPosition = vi.fn(answerPosition(result));
  installGeolocation(getCurrentPosition);
  return getCurrentPosition;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  // A fixed location keeps detection out of the tests that are not about it.
  window.localStorage.setItem('userLocation', 'New Delhi');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete (navigator as { geolocation?: unknown }).geolocation;
});

describe('anonymous visitor', () => {
  it('links home, to login and to provider sign-up', () => {
    openHeader();
    expect(screen.getByRole('link', { name: 'HomeEase home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Login / Sign Up' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Join as Provider' })).toHaveAttribute('href', '/become-a-vendor');
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
  });

  it('opens the category search from its button (the phone layout shows it only then), focused on the dropdown', async () => {
    const { user } = openHeader();
    const button = screen.getByRole('button', { name: 'Search services' });
    const search = screen.getByRole('search', { name: 'Services' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', search.id);
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(search).getByLabelText('Service')).toHaveFocus();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('checks no session when none is stored', async () => {
    const wire = recordWire();
    openHeader();
    await act(async () => {});
    expect(wire.requests.filter((r) => r.url.pathname.endsWith('/login.php'))).toHaveLength(0);
    wire.stop();
  });
});

describe('logo', () => {
  it('is 60 px high at the top and 40 px once the page is scrolled more than 50 px', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openHeader({ fakeTimers: true });
    const mark = () => screen.getByRole('link', { name: 'HomeEase home' }).querySelector('svg')!;
    expect(mark()).toHaveAttribute('height', '60');
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
      fireEvent.scroll(window);
    };
    scrollTo(50);
    await act(async () => vi.advanceTimersByTime(20));
    expect(mark()).toHaveAttribute('height', '60');
    scrollTo(51);
    await act(async () => vi.advanceTimersByTime(20));
    expect(mark()).toHaveAttribute('height', '40');
    scrollTo(0);
    await act(async () => vi.advanceTimersByTime(20));
    expect(mark()).toHaveAttribute('height', '60');
  });
});

describe('service search', () => {
  it('offers the default category list and only logs the search', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const wire = recordWire();
    const { user } = openHeader();
    const select = screen.getByLabelText('Service');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(9));
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'All categories',
      'Plumbing',
      'Electrical Work',
      'House Cleaning',
      'Gardening',
      'Carpentry',
      'Painting',
      'Appliance Repair',
      'Pest Control',
    ]);
    await user.selectOptions(select, 'appliance');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(log).toHaveBeenCalledWith('Search for service category:', 'appliance');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(wire.requests).toHaveLength(0);
    wire.stop();
  });
});

describe('customer session', () => {
  it('shows the cached user at once, then validates the token with the server', async () => {
    const token = await storeRealSession();
    const wire = recordWire();
    openHeader();
    expect(screen.queryByRole('link', { name: 'Login / Sign Up' })).toBeNull();
    expect(await screen.findByRole('button', { name: /Account menu for Priya/ })).toBeInTheDocument();
    await waitFor(() => expect(wire.requests.length).toBeGreaterThan(0));
    await wire.flush();
    expect(wire.requests[0].json).toEqual({ action: 'validateSession', session_token: token });
    expect(readStored('session_token')).toBe(token);
    wire.stop();
  });

  it('clears a session the server no longer knows', async () => {
    storeSession('0'.repeat(64));
    const loggedOut = vi.fn();
    window.addEventListener(USER_LOGOUT, loggedOut);
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.post(endpointUrl('validateSession'), () => held.then(() => undefined)));
    openHeader();
    expect(await screen.findByRole('button', { name: /Account menu for Priya/ })).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('link', { name: 'Login / Sign Up' })).toBeInTheDocument();
    expect(readStored('user')).toBeNull();
    expect(readStored('session_token')).toBeNull();
    expect(readStored('session_expires')).toBeNull();
    expect(loggedOut).toHaveBeenCalled();
    window.removeEventListener(USER_LOGOUT, loggedOut);
  });

  it.each(['offline', 'server-error', 'bad-json'] as const)(
    'keeps the cached user when the check gets no usable answer (%s)',
    async (name) => {
      storeSession();
      setScenario({ name, endpoint: 'validateSession' });
      const wire = recordWire();
      openHeader();
      await waitFor(() => expect(wire.requests).toHaveLength(1));
      await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(screen.getByRole('button', { name: /Account menu for Priya/ })).toBeInTheDocument();
      expect(readStored('session_token')).toBe('f'.repeat(64));
      expect(readStored('user')).toMatchObject({ name: 'Priya Sharma' });
      wire.stop();
    },
  );

  it('follows a login and a logout in another tab', async () => {
    openHeader();
    expect(screen.getByRole('link', { name: 'Login / Sign Up' })).toBeInTheDocument();
    // The other tab writes the shared storage; this tab hears of it through the storage event.
    storeSession();
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'session_token', newValue: 'f'.repeat(64) })));
    expect(await screen.findByRole('button', { name: /Account menu for Priya/ })).toBeInTheDocument();
    window.localStorage.removeItem('user');
    window.localStorage.removeItem('session_token');
    window.localStorage.removeItem('session_expires');
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'session_token', newValue: null })));
    expect(await screen.findByRole('link', { name: 'Login / Sign Up' })).toBeInTheDocument();
  });

  it('follows a login and the end of the session made elsewhere on the page, each announced', async () => {
    const { session_token: token } = await answerOf(
      login({ email: 'customer@example.com', password: 'Customer@123', rememberMe: false }),
    );
    const announced = vi.fn();
    window.addEventListener(AUTH_STATE_CHANGE, announced);
    window.addEventListener(USER_LOGOUT, announced);
    openHeader();
    act(() => saveLogin({ user: { ...PRIYA, name: 'Aarav Mehta' }, session_token: token! }));
    expect(screen.getByRole('button', { name: /Account menu for Aarav/ })).toBeInTheDocument();
    act(() => endCustomerSession(token));
    expect(screen.getByRole('link', { name: 'Login / Sign Up' })).toBeInTheDocument();
    expect(announced.mock.calls.map(([event]) => (event as Event).type)).toEqual([AUTH_STATE_CHANGE, USER_LOGOUT]);
    window.removeEventListener(AUTH_STATE_CHANGE, announced);
    window.removeEventListener(USER_LOGOUT, announced);
  });

  it('opens a menu with the account links that closes on an outside click', async () => {
    await storeRealSession();
    const { user } = openHeader();
    const toggle = await screen.findByRole('button', { name: /Account menu for Priya/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const links = screen.getAllByRole('link').filter((link) => link.classList.contains('dropdown-item'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My Profile', '/profile'],
      ['Dashboard', '/dashboard'],
      ['My Bookings', '/bookings'],
      ['My Orders', '/orders'],
      ['Settings', '/settings'],
    ]);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();
    await user.click(screen.getByRole('main'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('logs out: tells the server, clears storage, announces it and goes home', async () => {
    const token = await storeRealSession();
    const loggedOut = vi.fn();
    window.addEventListener(USER_LOGOUT, loggedOut);
    const { user, router } = openHeader();
    await act(() => router.navigate('/bookings'));
    expect(screen.getByTestId('location')).toHaveTextContent('/bookings');
    await user.click(await screen.findByRole('button', { name: /Account menu for Priya/ }));
    const wire = recordWire();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.getByRole('link', { name: 'Login / Sign Up' })).toBeInTheDocument();
    expect(readStored('user')).toBeNull();
    expect(readStored('session_token')).toBeNull();
    expect(readStored('session_expires')).toBeNull();
    expect(loggedOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(wire.requests).toHaveLength(1));
    await wire.flush();
    expect(wire.requests[0].json).toEqual({ action: 'logout', session_token: token });
    window.removeEventListener(USER_LOGOUT, loggedOut);
    wire.stop();
  });

  it('stays logged out when the session check answers after the logout', async () => {
    await storeRealSession();
    // Every answer takes a second: the check sent at load answers (valid) after the customer has logged out.
    setScenario({ latencyMs: 1_000 });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = openHeader({ fakeTimers: true });
    await user.click(await screen.findByRole('button', { name: /Account menu for Priya/ }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.getByRole('link', { name: 'Login / Sign Up' })).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(2_000));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByRole('link', { name: 'Login / Sign Up' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
    expect(readStored('user')).toBeNull();
  });

  it.each([
    ['uploads/priya.jpg', `${config.uploadsUrl}/users/priya.jpg`],
    ['priya.jpg', `${config.uploadsUrl}/users/priya.jpg`],
    ['https://cdn.example.in/p/priya.jpg', 'https://cdn.example.in/p/priya.jpg'],
    ['images/priya.jpg', `${config.userApiUrl}/images/priya.jpg`],
    ['/uploads/users/priya.jpg', '/uploads/users/priya.jpg'],
  ])('shows the profile image %s from %s', async (path, url) => {
    storeSession('f'.repeat(64), { ...PRIYA, profile_image: path });
    setScenario({ name: 'offline', endpoint: 'validateSession' });
    const { container } = openHeader();
    await screen.findByRole('button', { name: /Account menu for Priya/ });
    expect(container.querySelector('button img')).toHaveAttribute('src', url);
  });

  it('shows initials when there is no profile image', async () => {
    storeSession();
    setScenario({ name: 'offline', endpoint: 'validateSession' });
    openHeader();
    expect(await screen.findByRole('button', { name: /Account menu for Priya/ })).toHaveTextContent('PS');
  });
});

describe('location', () => {
  /** Renders with nothing stored and lets the 1 s detection delay pass. */
  async function detectAfterLoad() {
    window.localStorage.removeItem('userLocation');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openHeader({ fakeTimers: true });
    await act(async () => vi.advanceTimersByTime(1_000));
  }
  const box = () => screen.getByRole('button', { name: /Your location/ });

  it('shows a stored location and does not detect again', async () => {
    const geo = fakeGeolocation({ lat: 28.46, lng: 77.03 });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openHeader({ fakeTimers: true });
    await act(async () => vi.advanceTimersByTime(2_000));
    expect(box()).toHaveTextContent('New Delhi');
    expect(geo).not.toHaveBeenCalled();
  });

  it('detects the city 1 s after load, through reverse geocoding, and stores it', async () => {
    const geo = fakeGeolocation({ lat: 28.46, lng: 77.03 });
    const wire = recordWire();
    window.localStorage.removeItem('userLocation');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openHeader({ fakeTimers: true });
    await act(async () => vi.advanceTimersByTime(900));
    expect(geo).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(200));
    expect(geo).toHaveBeenCalledTimes(1);
    // SPEC §7 Maps: the browser gets 10 s, and a position up to 5 minutes old will do.
    expect(geo).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), {
      enableHighAccuracy: false,
      timeout: 10_000,
      maximumAge: 300_000,
    });
    await waitFor(() => expect(box()).toHaveTextContent('Gurgaon'));
    expect(readStored('userLocation')).toBe('Gurgaon');
    const geocode = wire.requests.find((r) => r.url.href.startsWith(config.mapsApiUrl))!;
    expect(geocode.method).toBe('GET');
    expect(geocode.url.searchParams.get('latlng')).toBe('28.46,77.03');
    expect(screen.queryByRole('tooltip')).toBeNull();
    wire.stop();
  });

  it('outside the cities, names the district (administrative_area_level_2) when the answer has no locality', async () => {
    fakeGeolocation({ lat: 28.1, lng: 77.0 });
    const wire = recordWire();
    await detectAfterLoad();
    await waitFor(() => expect(box()).toHaveTextContent('Gurugram'));
    expect(readStored('userLocation')).toBe('Gurugram');
    expect(screen.queryByRole('tooltip')).toBeNull();
    const geocode = wire.requests.find((r) => r.url.href.startsWith(config.mapsApiUrl))!;
    expect(geocode.url.searchParams.get('latlng')).toBe('28.1,77');
    wire.stop();
  });

  it.each([
    [{ code: 1 }, LOCATION_ERRORS.denied, 'Location access denied by user'],
    [{ code: 2 }, LOCATION_ERRORS.unavailable, 'Location information is unavailable'],
    [{ code: 3 }, LOCATION_ERRORS.timeout, 'Location request timed out'],
    [{ code: 99 }, LOCATION_ERRORS.unknown, 'An unknown error occurred'],
    [{ lat: 0.1, lng: 0.2 }, LOCATION_ERRORS.noData, 'No location data found'],
    [{ lat: -65, lng: 20 }, LOCATION_ERRORS.noCity, 'Could not determine city'],
  ])('%o: tooltip "%s"', async (result, _constant, text) => {
    fakeGeolocation(result);
    await detectAfterLoad();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent(text);
    expect(box()).toHaveAccessibleDescription(text);
    expect(readStored('userLocation')).toBeNull();
  });

  it('without geolocation: "Geolocation is not supported by this browser"', async () => {
    await detectAfterLoad();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Geolocation is not supported by this browser');
  });

  it('when the maps service fails: "Failed to fetch location data"', async () => {
    fakeGeolocation({ lat: 28.46, lng: 77.03 });
    setScenario({ name: 'server-error', endpoint: 'reverseGeocode' });
    await detectAfterLoad();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Failed to fetch location data');
  });

  it('detects again when pressed', async () => {
    fakeGeolocation({ code: 1 });
    await detectAfterLoad();
    await screen.findByRole('tooltip');
    const geo = fakeGeolocation({ lat: 28.54, lng: 77.39 });
    fireEvent.click(box());
    await waitFor(() => expect(box()).toHaveTextContent('Noida'));
    expect(geo).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
