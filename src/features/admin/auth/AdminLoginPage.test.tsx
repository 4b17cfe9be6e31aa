import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import { setScenario } from '../../../../mocks/scenarios';
import { endpointUrl } from '../../../api/endpoints';
import { ADMIN_SESSION_KEY, readAdminSession } from '../../../lib/adminSession';
import { demoAdminSessionValue } from '../../../test/demoSessions';
import { recordWire } from '../../../test/wire';
import { renderPage } from '../../../test/renderPage';
import AdminLoginPage from './AdminLoginPage';
import * as adminLoginData from './AdminLoginPage.data';
import { holdCalls } from '../../../test/heldCalls';

// The page's write (its action); its loader (a signed-in admin skips the page) is the route table's, tested there.
const open = () =>
  renderPage(<AdminLoginPage />, {
    path: '/admin/login',
    pattern: '/admin/login',
    data: { action: adminLoginData.action },
  });

async function signIn(user: ReturnType<typeof open>['user'], email = 'admin@example.com', password = 'Admin@123') {
  await user.type(screen.getByLabelText('Email address'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

afterEach(() => vi.useRealTimers());

describe('admin login', () => {
  it('has e-mail and password required by their input types, and the forgotten-password note', () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email address')).toBeRequired();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByText('Forgot your password? Please contact the system administrator.')).toBeInTheDocument();
  });

  it('signs in: sends e-mail and password as JSON, stores the session, says so and opens /admin/Dashboard', async () => {
    const wire = recordWire();
    const { user } = open();
    await signIn(user);
    expect(await screen.findByText('Login successful! Redirecting...')).toBeInTheDocument();
    await wire.flush();
    const sent = wire.last();
    expect(sent.method).toBe('POST');
    expect(sent.url.pathname).toBe('/api/admin/login.php');
    expect(sent.contentType).toContain('application/json');
    expect(sent.json).toEqual({ email: 'admin@example.com', password: 'Admin@123' });
    expect(readAdminSession()).toMatchObject({ admin: { id: 1, email: 'admin@example.com' } });
    expect(readAdminSession()?.token).toMatch(/^[0-9a-f]{64}$/);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/Dashboard'), {
      timeout: 3000,
    });
    wire.stop();
  });

  it('shows the success for 1 s before the dashboard opens', async () => {
    // The fake clock also runs with real time (RTL's waits need it): 'just before' is 100 ms before.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = open();
    await signIn(user);
    expect(await screen.findByText('Login successful! Redirecting...')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(900));
    expect(screen.queryByTestId('location')).toBeNull();
    expect(screen.getByText('Login successful! Redirecting...')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/Dashboard');
  });

  it('shows "Signing in..." on a disabled button while the call runs', async () => {
    const release = holdCalls('adminLogin');
    const { user } = open();
    await signIn(user);
    const button = screen.getByRole('button', { name: 'Signing in...' });
    expect(button).toBeDisabled();
    release();
    expect(await screen.findByText('Login successful! Redirecting...')).toBeInTheDocument();
  });

  it("shows the server's message for a wrong password and stores nothing", async () => {
    const { user } = open();
    await signIn(user, 'admin@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(readAdminSession()).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it("says 'Login failed' when the server gives no message", async () => {
    server.use(http.post(endpointUrl('adminLogin'), () => HttpResponse.json({ status: 'error' })));
    const { user } = open();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed$/);
  });

  it("shows the message of a non-OK JSON answer, else 'Login failed'", async () => {
    server.use(
      http.post(endpointUrl('adminLogin'), () =>
        HttpResponse.json({ status: 'error', message: 'Account locked. Try again in 15 minutes.' }, { status: 403 }),
      ),
    );
    const { user } = open();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Account locked\. Try again in 15 minutes\.$/);
    server.use(http.post(endpointUrl('adminLogin'), () => HttpResponse.json({ status: 'error' }, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed$/);
  });

  it.each([
    ['offline', 'Network error. Please try again.'],
    ['bad-json', 'Network error. Please try again.'],
    ['server-error', 'Network error. Please try again.'],
  ] as const)('%s: %s', async (name, text) => {
    setScenario({ name, endpoint: 'adminLogin' });
    const { user } = open();
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${text.replace('.', '\\.')}$`));
    expect(readAdminSession()).toBeNull();
  });

  it('sends an admin who is already signed in to the dashboard', async () => {
    window.localStorage.setItem(ADMIN_SESSION_KEY, demoAdminSessionValue());
    open();
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/Dashboard');
  });
});
