/** Customer login (SPEC §2.4, §4, §5, §8): what the customer sees and what goes over the wire. */
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../api/endpoints';
import { AUTH_STATE_CHANGE } from '../../lib/authEvents';
import { readStored } from '../../lib/storage';
import { server } from '../../../mocks/node';
import { setScenario } from '../../../mocks/scenarios';
import { renderRoute } from '../../test/renderRoute';
import { recordWire } from '../../test/wire';
import LoginPage from './LoginPage';
import * as loginData from './LoginPage.data';

const NETWORK = 'Network error. Please check your internet connection and try again.';

function openLogin(options: { fakeTimers?: boolean; state?: unknown; path?: string } = {}) {
  return renderRoute(<LoginPage />, { path: '/login', pattern: '/login', data: loginData, ...options });
}

async function fillAndSubmit(
  user: ReturnType<typeof openLogin>['user'],
  email = 'customer@example.com',
  password = 'Customer@123',
) {
  await user.type(screen.getByLabelText('Email address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

beforeEach(() => {
  // Failures are logged on purpose (SPEC §8); keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('login form', () => {
  it('requires e-mail and password, and sends nothing until they are there', async () => {
    const wire = recordWire();
    const { user } = openLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(wire.requests).toHaveLength(0);
    wire.stop();
  });

  it('checks the e-mail format', async () => {
    const { user } = openLogin();
    await user.type(screen.getByLabelText('Email address'), 'priya.sharma@');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const { user } = openLogin();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to password help and sign-up', () => {
    openLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(screen.getByLabelText('Keep me logged in (30 days)')).not.toBeChecked();
  });

  it('fills in the e-mail a fresh registration arrived with', () => {
    openLogin({ state: { email: 'kavya.nair@example.in' } });
    expect(screen.getByLabelText('Email address')).toHaveValue('kavya.nair@example.in');
  });

  it('says once that the account was created when a sign-up opened it, and puts focus in the password', async () => {
    const { router, unmount } = openLogin({ state: { email: 'kavya.nair@example.in', signedUp: true } });
    expect(screen.getByRole('status')).toHaveTextContent(/^Account created\. Log in to continue\.$/);
    expect(screen.getByLabelText('Email address')).toHaveValue('kavya.nair@example.in');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    // The history entry keeps the e-mail but not the word: a reload (the same entry) says nothing.
    await waitFor(() => expect(router.state.location.state).toEqual({ email: 'kavya.nair@example.in' }));
    expect(router.state.location.pathname).toBe('/login');
    unmount();
    openLogin({ state: router.state.location.state });
    expect(screen.getByLabelText('Email address')).toHaveValue('kavya.nair@example.in');
    expect(screen.queryByText(/Account created/)).toBeNull();
  });

  it('says nothing of a new account on a plain visit', () => {
    openLogin();
    expect(screen.queryByText(/Account created/)).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByLabelText('Password')).not.toHaveFocus();
  });

  it('clears the sign-up notice after 5 s, like every success message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openLogin({ fakeTimers: true, state: { email: 'kavya.nair@example.in', signedUp: true } });
    await act(async () => vi.advanceTimersByTime(4_900));
    expect(screen.getByText('Account created. Log in to continue.')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Account created. Log in to continue.')).toBeNull();
  });

  it.each(['Google', 'Facebook'])('%s login says it is not implemented yet', async (provider) => {
    const wire = recordWire();
    const { user } = openLogin();
    await user.click(screen.getByRole('button', { name: provider }));
    expect(screen.getByRole('status')).toHaveTextContent(`${provider} login is not implemented yet.`);
    expect(wire.requests).toHaveLength(0);
    wire.stop();
  });
});

describe('logging in', () => {
  it('sends the trimmed, lower-cased e-mail as JSON, stores the session, announces it and goes to the dashboard', async () => {
    const wire = recordWire();
    const announced = vi.fn();
    window.addEventListener(AUTH_STATE_CHANGE, announced);
    const { user, router } = openLogin();
    await user.type(screen.getByLabelText('Email address'), '  Customer@Example.COM ');
    await user.type(screen.getByLabelText('Password'), 'Customer@123');
    await user.click(screen.getByLabelText('Keep me logged in (30 days)'));
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(router.state.historyAction).toBe('REPLACE');
    await wire.flush();
    const request = wire.requests.find((r) => r.url.pathname.endsWith('/login.php'))!;
    expect(request.method).toBe('POST');
    expect(request.contentType).toContain('application/json');
    expect(request.json).toEqual({
      action: 'login',
      email: 'customer@example.com',
      password: 'Customer@123',
      rememberMe: true,
    });

    expect(readStored('user')).toMatchObject({ email: 'customer@example.com', name: 'Priya Sharma' });
    expect(readStored('session_token')).toMatch(/^[0-9a-f]{64}$/);
    // Keep me logged in: the mock's session lasts 30 days.
    expect(Date.parse(readStored('session_expires')!)).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
    expect(announced).toHaveBeenCalledTimes(1);
    expect((announced.mock.calls[0][0] as CustomEvent).detail).toMatchObject({ email: 'customer@example.com' });
    window.removeEventListener(AUTH_STATE_CHANGE, announced);
    wire.stop();
  });

  it('returns to the page that sent the customer to log in, with its query (same-site paths only)', async () => {
    const { user } = openLogin({ path: '/login?next=%2Fservices%3Fcategory_id%3D3' });
    await fillAndSubmit(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/services?category_id=3'));
  });

  it('ignores a next that would leave the site', async () => {
    const { user } = openLogin({ path: '/login?next=https%3A%2F%2Fevil.example%2F' });
    await fillAndSubmit(user);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
  });

  it('waits 100 ms before leaving for the dashboard', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // The clock stops moving on its own the moment the session is stored: however slow the machine, only the
    // steps below move it, so the 100 ms are counted on the test's clock alone.
    const setItem = Storage.prototype.setItem;
    let onStored = () => {};
    const stored = new Promise<void>((resolve) => (onStored = resolve));
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      setItem.call(this, key, value);
      if (key !== 'session_token') return;
      vi.setTimerTickMode('manual');
      onStored();
    });
    const { user } = openLogin({ fakeTimers: true });
    // The answer can come before user-event ends its click, whose last pause is then on the stopped clock.
    const submitted = fillAndSubmit(user);
    await stored;
    // What is due now (the end of the click, the answer's way back to the page) runs; the clock has not moved.
    await act(() => vi.advanceTimersByTimeAsync(0));
    await submitted;
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(screen.queryByTestId('location')).toBeNull();
    expect(screen.getByRole('button', { name: 'Logging in…' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it("shows the server's message for a wrong password and keeps what was typed", async () => {
    const { user } = openLogin();
    await fillAndSubmit(user, 'customer@example.com', 'Wrong@123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByLabelText('Email address')).toHaveValue('customer@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('Wrong@123');
    expect(screen.queryByRole('button', { name: 'Test Connection' })).toBeNull();
    expect(readStored('session_token')).toBeNull();
  });

  it('falls back to its own text when a refusal carries no message', async () => {
    // A PHP backend may answer a refusal with a bare status; the mock always explains itself, so this answer is scripted.
    server.use(http.post(endpointUrl('login'), () => HttpResponse.json({ status: 'error' })));
    const { user } = openLogin();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please check your credentials.');
  });

  it('calls an answer that claims success without a session unexpected', async () => {
    server.use(http.post(endpointUrl('login'), () => HttpResponse.json({ status: 'success' })));
    const { user } = openLogin();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again.');
    expect(readStored('user')).toBeNull();
  });

  it.each([
    ['server-error', 'Server error. Please try again later.'],
    ['bad-json', 'Server configuration error. Please contact support.'],
  ] as const)('%s: "%s", without Test Connection', async (name, text) => {
    setScenario({ name, endpoint: 'login' });
    const { user } = openLogin();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: 'Test Connection' })).toBeNull();
    expect(screen.getByLabelText('Email address')).toHaveValue('customer@example.com');
  });

  it('times out after 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setScenario({ name: 'timeout', endpoint: 'login' });
    const { user } = openLogin({ fakeTimers: true });
    await fillAndSubmit(user);
    await act(async () => vi.advanceTimersByTime(29_000));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => vi.advanceTimersByTime(1_500));
    expect(await screen.findByRole('alert')).toHaveTextContent('Request timed out. Please try again.');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });
});

describe('network failure and Test Connection', () => {
  it('offers Test Connection, which reports that the server cannot be reached', async () => {
    setScenario({ name: 'offline' });
    const { user } = openLogin();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK);
    await user.click(screen.getByRole('button', { name: 'Test Connection' }));
    expect(await screen.findByText(/^Connection failed: /)).toHaveTextContent(
      'Connection failed: The network request failed',
    );
  });

  it('reports a reachable server', async () => {
    setScenario({ name: 'offline', endpoint: 'login' });
    const wire = recordWire();
    const { user } = openLogin();
    await fillAndSubmit(user);
    await user.click(await screen.findByRole('button', { name: 'Test Connection' }));
    expect(await screen.findByText('Connection successful! Server is reachable.')).toBeInTheDocument();
    await wire.flush();
    expect(wire.last().json).toEqual({ action: 'test' });
    wire.stop();
  });

  it('reports the status of a server that answers with an error', async () => {
    setScenario({ name: 'offline', endpoint: 'login' });
    const { user } = openLogin();
    await fillAndSubmit(user);
    setScenario({ name: 'server-error', endpoint: 'testConnection' });
    await user.click(await screen.findByRole('button', { name: 'Test Connection' }));
    expect(await screen.findByText('Server responded with status: 500')).toBeInTheDocument();
  });
});
