/**
 * The rules of useAdminSessionEnd, one by one: where the admin goes when the session ends (the login it was given,
 * with `next` = the page the admin is on by then), in place of the refused page; no session, no watch; a panel
 * that is gone watches nothing.
 */
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationProbe } from '../test/renderRoute';
import { demoAdminSessionValue } from '../test/demoSessions';
import { ADMIN_SESSION_KEY, ADMIN_SESSION_TTL_MS, endAdminSession, onAdminSessionEnded } from './adminSession';
import { useAdminSessionEnd } from './useAdminSessionEnd';

/** The admin panel: it stays mounted while the admin moves between its pages (one route for all of them). */
function AdminPanel() {
  const [loginPath, setLoginPath] = useState('/admin/login');
  useAdminSessionEnd(loginPath);
  return (
    <>
      <h1>Admin panel</h1>
      <button type="button" onClick={() => setLoginPath('/staff/login')}>
        Use the staff login
      </button>
    </>
  );
}

function renderPanel(initialEntries = ['/admin/dashboard']) {
  const router = createMemoryRouter(
    [
      { path: '/admin/*', element: <AdminPanel /> },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries, initialIndex: initialEntries.length - 1 },
  );
  const view = render(<RouterProvider router={router} />);
  const where = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, where, ...view };
}

const storeSession = (expiresInMs = 3_600_000) =>
  window.localStorage.setItem(
    ADMIN_SESSION_KEY,
    demoAdminSessionValue(Date.now() + expiresInMs - ADMIN_SESSION_TTL_MS),
  );

function listenForEnds() {
  const heard = vi.fn();
  const stop = onAdminSessionEnded(heard);
  return { heard, stop };
}

afterEach(() => vi.restoreAllMocks());

describe('useAdminSessionEnd', () => {
  it('sends the admin to the login with next = the page the admin moved to since the panel opened', async () => {
    storeSession();
    const { router, where } = renderPanel();
    await act(() => router.navigate('/admin/categories?page=2'));
    act(() => endAdminSession());
    expect(where()).toBe(`/admin/login?next=${encodeURIComponent('/admin/categories?page=2')}`);
  });

  it('the login takes the refused page’s place: Back leads to the page before it', async () => {
    storeSession();
    const { router, where } = renderPanel(['/admin/dashboard', '/admin/categories']);
    act(() => endAdminSession());
    expect(where()).toBe(`/admin/login?next=${encodeURIComponent('/admin/categories')}`);
    await act(() => router.navigate(-1));
    expect(where()).toBe('/admin/dashboard');
  });

  it('goes to the login path it was given last', async () => {
    storeSession();
    const { where } = renderPanel();
    act(() => screen.getByRole('button', { name: 'Use the staff login' }).click());
    act(() => endAdminSession());
    expect(where()).toBe(`/staff/login?next=${encodeURIComponent('/admin/dashboard')}`);
  });

  it('without a stored session it watches no expiry and ends nothing: the route guard decides', async () => {
    const ends = listenForEnds();
    const { where } = renderPanel();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(ends.heard).not.toHaveBeenCalled();
    expect(where()).toBe('/admin/dashboard');
    expect(screen.getByRole('heading', { name: 'Admin panel' })).toBeInTheDocument();
    ends.stop();
  });

  it('a panel that is gone no longer watches the expiry: its passing ends nothing', () => {
    storeSession(60_000);
    const { unmount } = renderPanel();
    unmount();
    const ends = listenForEnds();
    // The page is shown again after the expiry passed: a watch still running would look now.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 61_000);
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(ends.heard).not.toHaveBeenCalled();
    ends.stop();
  });
});
