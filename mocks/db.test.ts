/**
 * The mock backend's data (mocks/db.ts) as QA relies on it: the same seed on every reset, the demo accounts with
 * the passwords the README gives, consistent ids and parents, the demo sessions seeded open for 30 days, what a
 * reset restores, and the browser's copy in localStorage (kept per version, dropped on reset).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ADMIN_TOKEN, DEMO_PENDING_VENDOR_TOKEN, DEMO_VENDOR_TOKEN } from '../fixtures/demoSessions';
import * as live from './db';
import {
  db,
  DEMO_ADMIN_SESSION_TTL_MS,
  nextId,
  onDbChange,
  OTP_DIGITS,
  OTP_TTL_MS,
  randomToken,
  resetDb,
  saveDb,
} from './db';

const DAY = 24 * 60 * 60 * 1000;
const STORAGE_KEY = 'hsm-mock-db';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/**
 * A module instance of its own, for the localStorage tests: persistence, once on, stays on for the module, and
 * the handlers' instance must keep living in memory only. Its URL is new on every call, also when this file runs
 * again in a module graph kept from run to run (the mutation runs): a counter alone would hand a rerun the
 * instance, and the state, of the run before.
 */
async function separateDb(): Promise<typeof live> {
  const path = `./db?instance=${crypto.randomUUID()}`;
  return (await import(/* @vite-ignore */ path)) as typeof live;
}

const uniqueIds = (rows: { id: number }[]) => new Set(rows.map((r) => r.id)).size === rows.length;

describe('the seed', () => {
  it('is the same data on every reset', () => {
    vi.useFakeTimers({ now: new Date('2026-01-10T12:00:00'), toFake: ['Date'] });
    resetDb();
    const first = structuredClone(db());
    resetDb();
    expect(db()).toEqual(first);
    expect(db()).not.toBe(first);
  });

  it('has the 15 categories, 47 subcategories, 116 services, 25 customers, 13 vendors, 40 bookings and one admin', () => {
    const state = db();
    expect(state.categories).toHaveLength(15);
    expect(state.subcategories).toHaveLength(47);
    expect(state.services).toHaveLength(116);
    expect(state.customers).toHaveLength(25);
    expect(state.vendors).toHaveLength(13);
    expect(state.bookings).toHaveLength(40);
    expect(state.admins).toHaveLength(1);
  });

  it('holds the demo accounts with the passwords the README gives', () => {
    const state = db();
    expect(state.customers.find((c) => c.email === 'customer@example.com')).toMatchObject({
      id: 1,
      name: 'Priya Sharma',
      password: 'Customer@123',
    });
    expect(state.vendors.find((v) => v.email === 'vendor@example.com')).toMatchObject({
      id: 1,
      firstName: 'Rajesh',
      lastName: 'Kumar',
      password: 'Vendor@123',
      status: 'active',
    });
    expect(state.admins).toEqual([
      { id: 1, name: 'Administrator', email: 'admin@example.com', password: 'Admin@123', role: 'Super Admin' },
    ]);
    expect(state.vendors.some((v) => v.status === 'pending')).toBe(true);
  });

  it('gives every row of a table its own id, and every e-mail and slug its own row', () => {
    const state = db();
    for (const table of [
      state.customers,
      state.vendors,
      state.admins,
      state.categories,
      state.subcategories,
      state.services,
      state.bookings,
    ]) {
      expect(uniqueIds(table)).toBe(true);
    }
    expect(new Set(state.customers.map((c) => c.email)).size).toBe(state.customers.length);
    expect(new Set(state.vendors.map((v) => v.email)).size).toBe(state.vendors.length);
    expect(new Set(state.categories.map((c) => c.slug)).size).toBe(state.categories.length);
    expect(new Set(state.services.map((s) => s.slug)).size).toBe(state.services.length);
    expect(new Set(state.subcategories.map((s) => `${s.category_id}/${s.slug}`)).size).toBe(state.subcategories.length);
  });

  it('files every subcategory under a category, and every service under a subcategory of its own category', () => {
    const state = db();
    const categoryIds = new Set(state.categories.map((c) => c.id));
    for (const sub of state.subcategories) expect(categoryIds).toContain(sub.category_id);
    for (const service of state.services) {
      const sub = state.subcategories.find((s) => s.id === service.subcategory_id);
      expect(sub?.category_id).toBe(service.category_id);
    }
  });

  it('books only seeded customers and services', () => {
    const state = db();
    for (const booking of state.bookings) {
      expect(state.customers.map((c) => c.id)).toContain(booking.user_id);
      expect(state.services.find((s) => s.id === booking.service_id)).toMatchObject({
        category_id: booking.category_id,
        subcategory_id: booking.subcategory_id,
      });
    }
  });

  it('starts with no one-time codes, no mail and no uploaded files', () => {
    expect(db()).toMatchObject({ otps: [], outbox: [], files: {} });
  });
});

describe('the demo sessions', () => {
  it('are open for the demo admin, the demo vendor and the first pending vendor, 30 days from the reset', () => {
    vi.useFakeTimers({ now: new Date('2026-01-10T12:00:00'), toFake: ['Date'] });
    resetDb();
    const expires_at = Date.now() + 30 * DAY;
    const pending = db().vendors.find((v) => v.status === 'pending')!;
    expect(db().sessions).toEqual([
      { token: DEMO_ADMIN_TOKEN, audience: 'admin', account_id: 1, expires_at },
      { token: DEMO_VENDOR_TOKEN, audience: 'vendor', account_id: 1, expires_at },
      { token: DEMO_PENDING_VENDOR_TOKEN, audience: 'vendor', account_id: pending.id, expires_at },
    ]);
    expect(pending.id).toBe(5);
    expect(DEMO_ADMIN_SESSION_TTL_MS).toBe(30 * DAY);
  });
});

describe('resetDb', () => {
  it('restores every table after changes, and forgets sessions, codes, mail and files', () => {
    const seeded = structuredClone(db());
    const state = db();
    state.categories[0].name = 'Renamed';
    state.categories.pop();
    state.subcategories = [];
    state.services.push({ ...state.services[0], id: 999 });
    state.customers[0].password = 'changed';
    state.sessions.push({ token: 'x', audience: 'customer', account_id: 1, expires_at: Date.now() + DAY });
    state.otps.push({ audience: 'customer', email: 'a@b.in', code: '123456', expires_at: 0, verified: false });
    state.outbox.push({ audience: 'customer', to: 'a@b.in', code: '123456', sent_at: 0 });
    state.files['categories/x.png'] = { type: 'image/png', data: '' };
    resetDb();
    const restored = db();
    expect(restored).not.toBe(state);
    expect({ ...restored, sessions: [] }).toEqual({ ...seeded, sessions: [] });
    expect(restored.sessions.map((s) => s.token)).toEqual([
      DEMO_ADMIN_TOKEN,
      DEMO_VENDOR_TOKEN,
      DEMO_PENDING_VENDOR_TOKEN,
    ]);
  });

  it('gives each reset its own copy of the seed: a change never reaches the next reset', () => {
    db().categories[0].name = 'Changed in place';
    db().services[0].includes.push('Changed too');
    resetDb();
    expect(db().categories[0].name).toBe('Cleaning');
    expect(db().services[0].includes).not.toContain('Changed too');
  });

  it('tells the listeners, as a write does; a listener that stopped hears nothing more', () => {
    const heard: string[] = [];
    const stop = onDbChange(() => heard.push('change'));
    saveDb();
    resetDb();
    stop();
    saveDb();
    resetDb();
    expect(heard).toEqual(['change', 'change']);
  });
});

describe('nextId', () => {
  it('is one more than the highest id, gaps left alone', () => {
    expect(nextId([{ id: 3 }, { id: 11 }, { id: 7 }])).toBe(12);
    expect(nextId([{ id: 1 }])).toBe(2);
  });

  it('is 1 for an empty table', () => {
    expect(nextId([])).toBe(1);
  });
});

describe('random values', () => {
  it('makes tokens of 32 random bytes as 64 lower-case hex digits, each byte two digits', () => {
    vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
      const bytes = array as unknown as Uint8Array;
      bytes.forEach((_, i) => (bytes[i] = [0, 1, 15, 16, 171, 255][i % 6]));
      return array;
    });
    expect(randomToken()).toBe('00010f10abff'.repeat(6).slice(0, 64));
    expect(randomToken(4)).toBe('00010f10');
  });

  it('makes real tokens that differ', () => {
    const tokens = Array.from({ length: 5 }, () => randomToken());
    for (const token of tokens) expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(tokens).size).toBe(5);
  });

  it.each([
    [0, '000000'],
    [1234, '001234'],
    [999_999, '999999'],
    [1_000_000, '000000'],
    [4_294_967_295, '967295'],
  ])('turns the random number %d into the 6-digit code %s', (value, code) => {
    vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
      (array as unknown as Uint32Array)[0] = value;
      return array;
    });
    expect(live.sixDigitCode()).toBe(code);
  });

  it('keeps codes at the 6 digits of §9 and 10 minutes', () => {
    expect(OTP_DIGITS).toBe(6);
    expect(OTP_TTL_MS).toBe(10 * 60 * 1000);
  });
});

describe('the copy in localStorage (browser)', () => {
  it('is not written while persistence is off, as in tests', () => {
    db().categories[0].name = 'Only in memory';
    saveDb();
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('is not dropped by a reset while persistence is off: that copy is not this instance’s', () => {
    window.localStorage.setItem(STORAGE_KEY, '{"version": 2}');
    resetDb();
    expect(window.localStorage.getItem(STORAGE_KEY)).toBe('{"version": 2}');
  });

  it('is written on every write once persistence is on, and dropped by a reset', async () => {
    const separate = await separateDb();
    separate.enablePersistence();
    separate.db().categories[0].name = 'Kept';
    separate.saveDb();
    const saved = JSON.parse(window.localStorage.getItem(STORAGE_KEY)!) as ReturnType<typeof db>;
    expect(saved.version).toBe(2);
    expect(saved.categories[0].name).toBe('Kept');
    expect(saved).toEqual(separate.db());

    const heard = vi.fn();
    separate.onDbChange(heard);
    separate.resetDb();
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(separate.db().categories[0].name).toBe('Cleaning');
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('is loaded when persistence starts, if it is of this version', async () => {
    const separate = await separateDb();
    const saved = { ...structuredClone(separate.db()), customers: [] };
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
    separate.enablePersistence();
    expect(separate.db()).toEqual(saved);
  });

  it.each([
    ['of another version', JSON.stringify({ version: 1, customers: [] })],
    ['without a version', JSON.stringify({ customers: [] })],
    ['unreadable', '{"version": 2, "customers": ['],
    ['null', 'null'],
  ])('is ignored when it is %s: the seed stays', async (_, raw) => {
    const separate = await separateDb();
    window.localStorage.setItem(STORAGE_KEY, raw);
    separate.enablePersistence();
    expect(separate.db().customers).toHaveLength(25);
    expect(separate.db().version).toBe(2);
  });

  it('takes a whole replacement (an imported state): saved, and every listener told', async () => {
    const separate = await separateDb();
    separate.enablePersistence();
    const heard = vi.fn();
    separate.onDbChange(heard);
    const next = { ...structuredClone(separate.db()), customers: [] };
    separate.replaceDb(next);
    expect(separate.db()).toBe(next);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY)!)).toEqual(next);
  });

  it('drops the uploaded files, not the rows, when storage is full', async () => {
    const separate = await separateDb();
    separate.enablePersistence();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    setItem.mockImplementationOnce(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    separate.db().files['categories/big.png'] = { type: 'image/png', data: 'AAAA' };
    separate.db().categories[0].name = 'Kept without files';
    separate.saveDb();
    const saved = JSON.parse(window.localStorage.getItem(STORAGE_KEY)!) as ReturnType<typeof db>;
    expect(saved.files).toEqual({});
    expect(saved.categories[0].name).toBe('Kept without files');
    expect(separate.db().files).toEqual({ 'categories/big.png': { type: 'image/png', data: 'AAAA' } });
    expect(warn).toHaveBeenCalledWith(
      '[mock] the mock data is too large for localStorage; uploaded files will not survive a reload',
    );
  });

  it('keeps the data in memory, silently, when storage refuses every write', async () => {
    const separate = await separateDb();
    separate.enablePersistence();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const heard = vi.fn();
    separate.onDbChange(heard);
    separate.db().categories[0].name = 'Memory only';
    expect(() => separate.saveDb()).not.toThrow();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(separate.db().categories[0].name).toBe('Memory only');
  });
});
