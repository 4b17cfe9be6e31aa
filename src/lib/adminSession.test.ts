import { describe, expect, it, vi } from 'vitest';
import {
  ADMIN_SESSION_KEY,
  clearAdminSession,
  endAdminSession,
  onAdminSessionEnded,
  readAdminSession,
  saveAdminSession,
} from './adminSession';

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

  it('treats unreadable values as signed out, and removes them', () => {
    window.localStorage.setItem(ADMIN_SESSION_KEY, '{not json');
    expect(readAdminSession()).toBeNull();
    expect(window.localStorage.getItem(ADMIN_SESSION_KEY)).toBeNull();
    window.localStorage.setItem(ADMIN_SESSION_KEY, JSON.stringify({ token: 'x' }));
    expect(readAdminSession()).toBeNull();
  });

  it('clears', () => {
    saveAdminSession('tok', admin);
    clearAdminSession();
    expect(readAdminSession()).toBeNull();
  });
});

describe('a stored admin session of another shape', () => {
  it.each(['null', '[]', '"admin@example.com"', '42', 'true'])('%s reads as signed out and is dropped', (raw) => {
    window.localStorage.setItem(ADMIN_SESSION_KEY, raw);
    expect(readAdminSession()).toBeNull();
    expect(window.localStorage.getItem(ADMIN_SESSION_KEY)).toBeNull();
  });

  it('a session naming no admin reads as signed out and is dropped', () => {
    window.localStorage.setItem(ADMIN_SESSION_KEY, JSON.stringify({ token: 'tok', expires_at: Date.now() + 60_000 }));
    expect(readAdminSession()).toBeNull();
    expect(window.localStorage.getItem(ADMIN_SESSION_KEY)).toBeNull();
  });

  it('a stored list is never a session, whatever fields it carried', () => {
    const fields = { token: 'tok', admin, expires_at: Date.now() + 60_000 };
    window.localStorage.setItem(ADMIN_SESSION_KEY, JSON.stringify(Object.assign([], fields)));
    expect(readAdminSession()).toBeNull();
    window.localStorage.setItem(ADMIN_SESSION_KEY, JSON.stringify(fields));
    expect(readAdminSession()).toEqual(fields);
  });
});

describe('the end of an admin session the server refused', () => {
  it('forgets the session and tells each listener, until it stops listening', () => {
    const heard = vi.fn();
    const stop = onAdminSessionEnded(heard);
    saveAdminSession('tok', admin);
    endAdminSession();
    expect(readAdminSession()).toBeNull();
    expect(heard).toHaveBeenCalledTimes(1);

    stop();
    endAdminSession();
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
