/** Issue 9: stored values go through the response schemas; a value of the wrong shape counts as absent. */
import { describe, expect, it, vi } from 'vitest';
import { ADMIN_SESSION_KEY, readAdminSession } from './adminSession';
import { forgetUser, readStored, STORAGE_KEYS } from './storage';

const put = (key: string, value: unknown) =>
  window.localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));

describe('stored values of the wrong shape count as absent', () => {
  it.each([
    ['user', { id: 3, name: 'Priya Sharma', email: 'customer@example.com' }, true],
    ['user', { id: '3', name: 'Priya Sharma', email: 'customer@example.com' }, false],
    ['user', { name: 'Priya Sharma' }, false],
    ['user', ['Priya'], false],
    ['vendorData', { name: 'Rajesh Kumar', profileImage: null }, true],
    ['vendorData', { name: 42 }, false],
    ['vendorRememberMe', true, true],
    ['vendorRememberMe', 'yes', false],
    ['userLocation', 'Gurugram', true],
    ['userLocation', '   ', false],
  ] as const)('%s = %j is used: %s', (key, value, used) => {
    put(key, value);
    const read = readStored(key);
    if (used) expect(read).toEqual(value);
    else expect(read).toBeNull();
  });

  it('an admin session without a token, an admin e-mail or a numeric expiry is signed out', () => {
    const admin = { id: 1, name: 'Administrator', email: 'admin@example.com' };
    const later = Date.now() + 60_000;
    put(ADMIN_SESSION_KEY, { token: 'abc', admin, expires_at: later });
    expect(readAdminSession()?.admin.email).toBe('admin@example.com');
    for (const broken of [
      { admin, expires_at: later },
      { token: 'abc', admin: { name: 'x' }, expires_at: later },
      { token: 'abc', admin, expires_at: String(later) },
      { token: 'abc', admin: { ...admin, id: '1' }, expires_at: later },
      { token: 'abc', admin: null, expires_at: later },
    ]) {
      put(ADMIN_SESSION_KEY, broken);
      expect(readAdminSession()).toBeNull();
    }
  });
});

describe('forgetUser: one place drops everything of one person', () => {
  // Every key the app keeps, by role and storage area, plus the device's location and the mock's own data.
  const PERSONAL = {
    customer: {
      local: ['user', 'session_token', 'session_expires', 'customerSettings'],
      tab: ['recentBooking'],
    },
    vendor: {
      local: ['vendorToken', 'vendorData', 'vendorRememberMe', 'vendorSessionExpires'],
      tab: ['vendorRegistrationDraft'],
    },
    admin: { local: ['adminSession'], tab: [] as string[] },
  };
  const DEVICE = ['userLocation', 'hsm-mock-db'];
  const keysOf = (area: Storage) => Array.from({ length: area.length }, (_, i) => area.key(i)!).sort();

  function fillEverything() {
    for (const { local, tab } of Object.values(PERSONAL)) {
      for (const key of local) window.localStorage.setItem(key, 'x');
      for (const key of tab) window.sessionStorage.setItem(key, 'x');
    }
    for (const key of DEVICE) window.localStorage.setItem(key, 'x');
    window.sessionStorage.setItem('hsm-mock-scenario', 'x');
  }

  it.each(['customer', 'vendor', 'admin'] as const)('%s: drops that role’s keys, and only those', (role) => {
    fillEverything();
    forgetUser(role);
    const others = Object.entries(PERSONAL).filter(([name]) => name !== role);
    expect(keysOf(window.localStorage)).toEqual([...DEVICE, ...others.flatMap(([, keys]) => keys.local)].sort());
    expect(keysOf(window.sessionStorage)).toEqual(
      ['hsm-mock-scenario', ...others.flatMap(([, keys]) => keys.tab)].sort(),
    );
  });

  it('knows every key the app names (STORAGE_KEYS), the device’s location aside', () => {
    const named = Object.values(STORAGE_KEYS).filter((key) => key !== 'userLocation');
    const forgotten = Object.values(PERSONAL).flatMap(({ local, tab }) => [...local, ...tab]);
    expect(named.sort()).toEqual(forgotten.sort());
  });

  it('keeps working where storage is blocked', () => {
    const blocked = vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => forgetUser('customer')).not.toThrow();
    blocked.mockRestore();
  });
});
