/** Vendor login (SPEC §2.11, §5, §8): texts, the call, Remember me, next, the links. */
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../../api/endpoints';
import { server } from '../../../../mocks/node';
import { setScenario } from '../../../../mocks/scenarios';
import { renderRoute } from '../../../test/renderRoute';
import { recordWire } from '../../../test/wire';
import VendorLoginPage from './VendorLoginPage';
import * as vendorLoginData from './VendorLoginPage.data';

const email = () => screen.getByLabelText(/^Email address/);
const password = () => screen.getByLabelText(/^Password/);
const signIn = () => screen.getByRole('button', { name: 'Sign In' });
const open = (path = '/loginvendor', options: { state?: unknown; fakeTimers?: boolean } = {}) =>
  renderRoute(<VendorLoginPage />, {
    path,
    pattern: '/loginvendor',
    data: { action: vendorLoginData.action },
    ...options,
  });
const SIGNED_UP = 'Account created and pending verification. You can sign in meanwhile.';
const arrival = { email: 'deepak.verma@example.in', signedUp: true };

afterEach(() => vi.useRealTimers());

describe('after the registration wizard', () => {
  it('says once that the account was created and awaits verification, with the e-mail filled in', async () => {
    const { router, unmount } = open('/loginvendor', { state: arrival });
    expect(screen.getByRole('status')).toHaveTextContent(SIGNED_UP);
    expect(email()).toHaveValue('deepak.verma@example.in');
    expect(password()).toHaveFocus();
    // The entry keeps the e-mail, not the word: a reload of it says nothing.
    await waitFor(() => expect(router.state.location.state).toEqual({ email: 'deepak.verma@example.in' }));
    unmount();
    open('/loginvendor', { state: router.state.location.state });
    expect(email()).toHaveValue('deepak.verma@example.in');
    expect(screen.queryByText(SIGNED_UP)).toBeNull();
  });

  it('says nothing of it on a plain visit', () => {
    open();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText(/Account created/)).toBeNull();
  });

  it('clears the notice after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    open('/loginvendor', { state: arrival, fakeTimers: true });
    await act(async () => vi.advanceTimersByTime(4_900));
    expect(screen.getByText(SIGNED_UP)).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.queryByText(SIGNED_UP)).toBeNull();
  });
});

describe('vendor login', () => {
  it('shows the §5 texts and the links and marketing points of §2.11', async () => {
    const { user } = open();
    await user.click(signIn());
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await user.type(email(), 'rajesh@');
    await user.type(password(), '12345');
    await user.click(signIn());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/vendor/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Register here' })).toHaveAttribute('href', '/registervendor');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    for (const point of ['Earn More', 'Flexible Work', '24/7 Support'])
      expect(screen.getByText(point)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password()).toHaveAttribute('type', 'text');
  });

  it('sends e-mail (trimmed, lower-cased), password and rememberMe, stores the session and goes to next', async () => {
    const wire = recordWire();
    const { user } = open('/loginvendor?next=%2Fvendor%2Fbookings');
    await user.type(email(), ' Vendor@Example.com ');
    await user.type(password(), 'Vendor@123');
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(signIn());
    expect(await screen.findByTestId('location')).toHaveTextContent('/vendor/bookings');
    await wire.flush();
    expect(wire.last().url.pathname).toBe('/vendor/login.php');
    expect(wire.last().json).toEqual({ email: 'vendor@example.com', password: 'Vendor@123', rememberMe: true });
    expect(window.localStorage.getItem('vendorToken')).toMatch(/\w{16,}/);
    expect(JSON.parse(window.localStorage.getItem('vendorData')!).name).toBe('Rajesh Kumar');
    expect(window.localStorage.getItem('vendorRememberMe')).toBe('true');
    wire.stop();
  });

  it('goes to the dashboard without next, shows the server message, else the §8 texts', async () => {
    const { user } = open();
    await user.type(email(), 'vendor@example.com');
    await user.type(password(), 'not-the-one');
    await user.click(signIn());
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    setScenario({ name: 'offline', endpoint: 'vendorLogin' });
    await user.click(signIn());
    expect(await screen.findByText('Network error. Please check your connection and try again.')).toBeInTheDocument();
    setScenario({ name: 'normal', endpoint: null });
    await user.clear(password());
    await user.type(password(), 'Vendor@123');
    await user.click(signIn());
    expect(await screen.findByTestId('location')).toHaveTextContent('/vendor/dashboard');
  });

  it('says "Login failed. Please try again." when a refusal carries no message', async () => {
    server.use(http.post(endpointUrl('vendorLogin'), () => HttpResponse.json({ status: 'error' })));
    const { user } = open();
    await user.type(email(), 'vendor@example.com');
    await user.type(password(), 'Vendor@123');
    await user.click(signIn());
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });
});
