import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listCategories } from '../src/api/catalogue';
import { login } from '../src/api/customer';
import { vendorLogin } from '../src/api/vendor';
import type { RecordedSeed } from '../fixtures/records';
import { buildSeed, DEMO_ACCOUNTS } from '../fixtures/seed';
import { db, resetDb } from './db';
import { mergeRecorded } from './recordedSeed';
import { chooseSeed, chosenSeed, seedInUse, setRecordedSeed } from './seedChoice';

const generated = buildSeed('/uploads');
const recordedCategory = { ...generated.categories[0], id: 501, name: 'Recorded Cleaning', slug: 'recorded-cleaning' };
const RECORDED: RecordedSeed = {
  format: 'hsm-recorded-seed',
  version: 1,
  source: 'real.har',
  categories: [recordedCategory],
  subcategories: [{ ...generated.subcategories[0], id: 601, category_id: 501 }],
  services: [{ ...generated.services[0], id: 701, category_id: 501, subcategory_id: 601 }],
  // Id 1 is the demo customer's in the generated seed: the recorded one keeps it, the demo account moves.
  customers: [{ ...generated.customers[3], id: 1, email: 'meera.iyer.12@example.in' }],
  vendors: [{ ...generated.vendors[2], id: 9, email: 'sunil.rao.4@example.in', status: 'active' }],
};

// A checkout may hold recorded fixtures of its own: every test states which recorded seed exists.
beforeEach(() => setRecordedSeed(null));
afterEach(() => {
  setRecordedSeed(null);
  vi.unstubAllEnvs();
});

describe('the recorded seed over the generated one', () => {
  const merged = mergeRecorded(generated, RECORDED);

  it('replaces the catalogue as a whole', () => {
    expect(merged.categories.map((c) => c.id)).toEqual([501]);
    expect(merged.subcategories.map((s) => s.id)).toEqual([601]);
    expect(merged.services.map((s) => s.id)).toEqual([701]);
  });

  it('keeps the demo accounts beside the recorded people, moving a clashing id with its bookings', () => {
    const demo = merged.customers.find((c) => c.email === DEMO_ACCOUNTS.customer.email)!;
    expect(demo.id).not.toBe(1);
    expect(merged.customers.map((c) => c.email)).toEqual([DEMO_ACCOUNTS.customer.email, 'meera.iyer.12@example.in']);
    expect(merged.vendors.map((v) => v.email)).toEqual([
      DEMO_ACCOUNTS.vendor.email,
      expect.any(String), // the pending vendor the demo sessions need
      'sunil.rao.4@example.in',
    ]);
    expect(merged.vendors[1].status).toBe('pending');
    // Bookings of services the recorded catalogue lacks are dropped; the rest follow the demo customer.
    expect(merged.bookings.every((b) => b.user_id === demo.id && b.service_id === 701)).toBe(true);
    expect(merged.admins).toEqual(generated.admins);
  });

  it('keeps the generated catalogue when the recording has none', () => {
    const people = mergeRecorded(generated, { ...RECORDED, categories: [], subcategories: [], services: [] });
    expect(people.services).toBe(generated.services);
    expect(people.bookings.length).toBeGreaterThan(0);
  });
});

describe('choosing the seed', () => {
  it('starts the mock from the recorded seed when chosen: its catalogue, and every demo login still works', async () => {
    setRecordedSeed(RECORDED);
    chooseSeed('recorded');
    resetDb();
    expect(seedInUse()).toBe('recorded');
    const answer = await listCategories();
    expect(answer.kind === 'ok' && answer.answer.data?.map((c) => c.name)).toEqual(['Recorded Cleaning']);
    expect(await login({ ...DEMO_ACCOUNTS.customer, rememberMe: false })).toMatchObject({ kind: 'ok' });
    expect(await vendorLogin({ ...DEMO_ACCOUNTS.vendor, rememberMe: false })).toMatchObject({ kind: 'ok' });
    // Recorded people sign in with the seeded users' password.
    const recorded = await login({ email: 'meera.iyer.12@example.in', password: 'Password@123', rememberMe: false });
    expect(recorded).toMatchObject({ kind: 'ok' });
  });

  it('takes VITE_MOCK_SEED when the panel chose nothing, and the panel over it', () => {
    setRecordedSeed(RECORDED);
    vi.stubEnv('VITE_MOCK_SEED', 'recorded');
    expect(chosenSeed()).toBe('recorded');
    chooseSeed('generated');
    expect(chosenSeed()).toBe('generated');
    expect(seedInUse()).toBe('generated');
  });

  it('uses the generated seed when the recorded one is chosen but absent', () => {
    chooseSeed('recorded');
    resetDb();
    expect(seedInUse()).toBe('generated');
    expect(db().categories).toEqual(generated.categories);
  });
});
