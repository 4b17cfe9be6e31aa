/** Issue 9: stored values go through the response schemas; a value of the wrong shape counts as absent. */
import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION_KEY, isAdminSession, readAdminSession } from './adminSession';
import { fits } from '../api/shape';
import { storedSchemas } from '../api/storedSchemas';
import { isUser, isVendorProfile, readStored } from './storage';

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
    ]) {
      put(ADMIN_SESSION_KEY, broken);
      expect(readAdminSession()).toBeNull();
    }
  });
});

describe('the hand-written stored-value checks agree with the schemas', () => {
  const users: unknown[] = [
    { id: 1, name: 'Priya', email: 'p@example.com' },
    { id: 1, name: 'Priya', email: 'p@example.com', profile_image: null },
    { id: 1, name: 'Priya', email: 'p@example.com', profile_image: 'uploads/p.png' },
    { id: '1', name: 'Priya', email: 'p@example.com' },
    { id: 1, name: 'Priya' },
    { id: 1, name: 'Priya', email: 'p@example.com', profile_image: 7 },
    [],
    null,
    'Priya',
  ];
  const vendors: unknown[] = [
    { name: 'Rajesh' },
    { id: 4, name: 'Rajesh', profileImage: null },
    { id: '4', name: 'Rajesh' },
    { profileImage: 'x.png' },
    { name: 'Rajesh', profileImage: 3 },
  ];

  it.each(users)('user %j', (value) => {
    expect(isUser(value)).toBe(fits(storedSchemas.user, value));
  });
  const sessions: unknown[] = [
    { token: 't', admin: { email: 'a@example.com' }, expires_at: 1 },
    { token: 't', admin: { id: 1, name: 'A', email: 'a@example.com', role: 'Super Admin' }, expires_at: 1 },
    { token: 't', admin: { email: 'a@example.com' }, expires_at: '1' },
    { admin: { email: 'a@example.com' }, expires_at: 1 },
    { token: 't', admin: { id: '1', email: 'a@example.com' }, expires_at: 1 },
    { token: 't', admin: null, expires_at: 1 },
  ];
  it.each(sessions)('admin session %j', (value) => {
    expect(isAdminSession(value)).toBe(fits(storedSchemas.adminSession, value));
  });
  it.each(vendors)('vendor %j', (value) => {
    expect(isVendorProfile(value)).toBe(fits(storedSchemas.vendorData, value));
  });
});
