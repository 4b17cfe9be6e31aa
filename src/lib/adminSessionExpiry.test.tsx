/** The admin panel left open: when the stored session's expiry passes, the admin goes to the login with `next`. */
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../test/renderRoute';
import { ADMIN_SESSION_KEY, ADMIN_SESSION_TTL_MS, readAdminSession } from './adminSession';
import { demoAdminSessionValue } from '../test/demoSessions';
import { useAdminSessionEnd } from './useAdminSessionEnd';

function AdminPage() {
  useAdminSessionEnd('/admin/login');
  return <h1>Categories</h1>;
}

const storeSession = (expiresInMs: number) =>
  window.localStorage.setItem(
    ADMIN_SESSION_KEY,
    demoAdminSessionValue(Date.now() + expiresInMs - ADMIN_SESSION_TTL_MS),
  );

afterEach(() => vi.useRealTimers());

describe('admin session expiry while the panel stays open', () => {
  it('goes to the login with the page as next once the expiry passes, without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeSession(60_000);
    renderRoute(<AdminPage />, { path: '/admin/categories?page=2', pattern: '/admin/categories', fakeTimers: true });
    await act(async () => vi.advanceTimersByTime(59_000));
    expect(screen.getByRole('heading', { name: 'Categories' })).toBeInTheDocument();

    await act(async () => vi.advanceTimersByTime(1_000));
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/admin/login?next=${encodeURIComponent('/admin/categories?page=2')}`,
    );
    expect(window.localStorage.getItem(ADMIN_SESSION_KEY)).toBeNull();
  });

  it('keeps the admin in when a login elsewhere stored a newer session meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeSession(60_000);
    renderRoute(<AdminPage />, { path: '/admin/categories', pattern: '/admin/categories', fakeTimers: true });
    storeSession(3_600_000);
    await act(async () => vi.advanceTimersByTime(61_000));
    expect(screen.getByRole('heading', { name: 'Categories' })).toBeInTheDocument();
    expect(readAdminSession()).not.toBeNull();
  });
});
