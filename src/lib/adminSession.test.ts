import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION_KEY, clearAdminSession, readAdminSession, saveAdminSession } from './adminSession';

const admin = { id: 1, name: 'Administrator', email: 'admin@example.com', role: 'Super Admin' };

describe('admin session storage', () => {
  // 24 hours written out, not ADMIN_SESSION_TTL_MS: changing the constant must fail here.
  it('keeps the session for 24 h', () => {
    const now = Date.UTC(2025, 0, 1);
    saveAdminSession('tok', admin, now);
    expect(JSON.parse(window.localStorage.getItem(ADMIN_SESSION_KEY)!)).toEqual({
      token: 'tok',
      admin,
      expires_at: now + 24 * 3_600_000,
    });
    expect(readAdminSession(now + 24 * 3_600_000 - 1)?.admin).toEqual(admin);
    expect(readAdminSession(now + 24 * 3_600_000)).toBeNull();
    expect(window.localStorage.getItem(ADMIN_SESSION_KEY)).toBeNull(); // an expired session is dropped
  });

  it('treats unreadable values as signed out', () => {
    window.localStorage.setItem(ADMIN_SESSION_KEY, '{not json');
    expect(readAdminSession()).toBeNull();
    window.localStorage.setItem(ADMIN_SESSION_KEY, JSON.stringify({ token: 'x' }));
    expect(readAdminSession()).toBeNull();
  });

  it('clears', () => {
    saveAdminSession('tok', admin);
    clearAdminSession();
    expect(readAdminSession()).toBeNull();
  });
});
