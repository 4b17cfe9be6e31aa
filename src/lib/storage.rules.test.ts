/**
 * SPEC §3 stored values as the browser holds them: the exact keys, text kept as is and the rest as JSON, a value
 * of another shape or unreadable JSON counting as absent, a storage that throws costing nothing, and what each
 * role's logout forgets.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { is } from 'valibot';
import { storedSchemas } from '../api/storedSchemas';
import { forgetTabOf, forgetUser, readStored, writeStored } from './storage';

const isUser = (v: unknown) => is(storedSchemas.user, v);
const isVendorProfile = (v: unknown) => is(storedSchemas.vendorData, v);

afterEach(() => vi.restoreAllMocks());

const raw = (key: string) => window.localStorage.getItem(key);
const put = (key: string, value: string) => window.localStorage.setItem(key, value);

describe('writing and reading back', () => {
  it('keeps text as it is and everything else as JSON, under the spec’s keys', () => {
    writeStored('session_token', 'abc123');
    writeStored('session_expires', '2026-12-01 10:00:00');
    writeStored('userLocation', 'Noida, Uttar Pradesh');
    writeStored('vendorToken', 'vt-9');
    writeStored('vendorSessionExpires', '1767225600000');
    writeStored('vendorRememberMe', false);
    writeStored('user', { id: 3, name: 'Priya Sharma', email: 'customer@example.com' });
    writeStored('vendorData', { name: 'Rajesh Kumar', profileImage: null });
    expect(raw('session_token')).toBe('abc123');
    expect(raw('session_expires')).toBe('2026-12-01 10:00:00');
    expect(raw('userLocation')).toBe('Noida, Uttar Pradesh');
    expect(raw('vendorToken')).toBe('vt-9');
    expect(raw('vendorSessionExpires')).toBe('1767225600000');
    expect(raw('vendorRememberMe')).toBe('false');
    expect(JSON.parse(raw('user')!)).toEqual({ id: 3, name: 'Priya Sharma', email: 'customer@example.com' });
    expect(JSON.parse(raw('vendorData')!)).toEqual({ name: 'Rajesh Kumar', profileImage: null });

    expect(readStored('session_token')).toBe('abc123');
    expect(readStored('vendorRememberMe')).toBe(false);
    expect(readStored('vendorData')).toEqual({ name: 'Rajesh Kumar', profileImage: null });
    expect(readStored('user')?.email).toBe('customer@example.com');
  });

  it('reads text keys as stored, even text that looks like JSON', () => {
    put('session_token', '"quoted"');
    put('vendorToken', '{"a":1}');
    put('session_expires', '');
    expect(readStored('session_token')).toBe('"quoted"');
    expect(readStored('vendorToken')).toBe('{"a":1}');
    expect(readStored('session_expires')).toBe('');
  });

  it('reads an absent key as null', () => {
    for (const key of ['session_token', 'user', 'vendorData', 'vendorRememberMe', 'vendorSessionExpires'] as const)
      expect(readStored(key)).toBeNull();
  });
});

describe('a stored value that is not what the key holds counts as absent', () => {
  it.each([
    ['vendorRememberMe', 'true', true],
    ['vendorRememberMe', '"true"', null],
    ['vendorRememberMe', '1', null],
    ['vendorRememberMe', 'null', null],
    ['vendorRememberMe', '{"on":true}', null],
    ['vendorSessionExpires', '1767225600000', '1767225600000'],
    ['vendorSessionExpires', 'abc', null],
    ['vendorSessionExpires', 'abc123', null],
    ['vendorSessionExpires', '123abc', null],
    ['vendorSessionExpires', '-5', null],
    ['vendorSessionExpires', '1.5', null],
    ['vendorSessionExpires', '', null],
    ['userLocation', '', null],
    ['userLocation', ' \t', null],
  ] as const)('%s = %j reads as %j', (key, stored, read) => {
    put(key, stored);
    expect(readStored(key)).toEqual(read);
  });

  it.each([
    ['user', '{"id":3,"name":"Priya"'],
    ['user', 'undefined'],
    ['vendorData', 'not json'],
    ['vendorRememberMe', 'yes'],
  ] as const)('corrupt JSON under %s (%j) reads as null', (key, stored) => {
    put(key, stored);
    expect(readStored(key)).toBeNull();
  });

  it('a user needs a numeric id, a name, an e-mail and a text (or no) photo', () => {
    expect(isUser({ id: 3, name: 'Priya', email: 'p@example.com', profile_image: 'uploads/p.png' })).toBe(true);
    expect(isUser({ id: 3, email: 'p@example.com' })).toBe(false);
    expect(isUser({ id: 3, name: 7, email: 'p@example.com' })).toBe(false);
    put('user', JSON.stringify({ id: 3, email: 'p@example.com' }));
    expect(readStored('user')).toBeNull();
    put('user', '"Priya"');
    expect(readStored('user')).toBeNull();
  });

  it('a vendor is an object with a name: not text, a list or a function', () => {
    expect(isVendorProfile({ name: 'Rajesh' })).toBe(true);
    expect(isVendorProfile('Rajesh')).toBe(false);
    expect(isVendorProfile(['Rajesh'])).toBe(false);
    expect(isVendorProfile(null)).toBe(false);
    expect(isVendorProfile(function Rajesh() {})).toBe(false);
    put('vendorData', '"Rajesh"');
    expect(readStored('vendorData')).toBeNull();
    put('vendorData', 'null');
    expect(readStored('vendorData')).toBeNull();
  });
});

describe('a storage that throws', () => {
  it('reads as absent', () => {
    put('session_token', 'abc');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readStored('session_token')).toBeNull();
    expect(readStored('user')).toBeNull();
  });

  it('drops the write and lets the page go on', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeStored('session_token', 'abc')).not.toThrow();
    expect(() => writeStored('user', { id: 1, name: 'A', email: 'a@example.com' })).not.toThrow();
    vi.restoreAllMocks();
    expect(raw('session_token')).toBeNull();
  });
});

describe('forgetTabOf: only what this tab keeps', () => {
  it.each([
    ['customer', 'recentBooking', 'session_token'],
    ['vendor', 'vendorRegistrationDraft', 'vendorToken'],
  ] as const)('%s: drops %s from sessionStorage, leaves %s in localStorage', (role, tabKey, sharedKey) => {
    window.sessionStorage.setItem(tabKey, 'x');
    window.sessionStorage.setItem('userLocation', 'x');
    put(sharedKey, 'x');
    forgetTabOf(role);
    expect(window.sessionStorage.getItem(tabKey)).toBeNull();
    expect(window.sessionStorage.getItem('userLocation')).toBe('x');
    expect(raw(sharedKey)).toBe('x');
  });

  it('forgetUser keeps the device’s location for the next person', () => {
    put('userLocation', 'Gurugram');
    for (const role of ['customer', 'vendor', 'admin'] as const) forgetUser(role);
    expect(readStored('userLocation')).toBe('Gurugram');
  });
});
