/**
 * The seed recorded from the real backend (fixtures/recorded/seed.json), over the generated one (docs/decisions.md):
 * its catalogue replaces the generated one, its people join the demo accounts, which stay so the demo logins work.
 */
import type { RecordedSeed, SeedData } from '../fixtures/records';
import { DEMO_ACCOUNTS } from '../fixtures/seed';

// Bundled into the mock backend only (this module is mock code): an absent file is an empty match, not an error.
const files = import.meta.glob<RecordedSeed>('../fixtures/recorded/seed.json', { eager: true, import: 'default' });

/** The recorded seed of this checkout; null when none was imported (or the file is of another format). */
export const bundledRecordedSeed = (): RecordedSeed | null => {
  const file = Object.values(files)[0];
  return file?.format === 'hsm-recorded-seed' && file.version === 1 ? file : null;
};

/** The ids of `rows` moved past those of `taken` where they clash, and the map of the moves. */
function freeIds<T extends { id: number }>(rows: T[], taken: { id: number }[]) {
  const used = new Set(taken.map((row) => row.id));
  let next = Math.max(0, ...used, ...rows.map((row) => row.id)) + 1;
  const moved = new Map<number, number>();
  const out = rows.map((row) => {
    if (!used.has(row.id)) {
      used.add(row.id);
      return row;
    }
    moved.set(row.id, next);
    return { ...row, id: next++ };
  });
  return { rows: out, moved };
}

export function mergeRecorded(generated: SeedData, recorded: RecordedSeed): SeedData {
  const hasCatalogue = recorded.categories.length + recorded.subcategories.length + recorded.services.length > 0;
  const services = hasCatalogue ? recorded.services : generated.services;
  const serviceIds = new Set(services.map((s) => s.id));

  // Recorded accounts sign in with the seeded users' password (README); the fixture itself holds none.
  const customers = recorded.customers.map((c) => ({ ...c, password: 'Password@123' }));
  const vendors = recorded.vendors.map((v) => ({ ...v, password: 'Password@123' }));
  const demoCustomer = generated.customers.filter((c) => c.email === DEMO_ACCOUNTS.customer.email);
  // The demo vendor, and a pending one for the demo sessions (mocks/db.ts signs both in).
  const demoVendors = [
    ...generated.vendors.filter((v) => v.email === DEMO_ACCOUNTS.vendor.email),
    ...generated.vendors.filter((v) => v.status === 'pending').slice(0, 1),
  ].map((v) => ({ ...v, services: v.services.filter((id) => serviceIds.has(id)) }));
  const keptCustomers = freeIds(demoCustomer, customers);
  const customerIds = new Set(demoCustomer.map((c) => c.id));

  return {
    ...generated,
    categories: hasCatalogue ? recorded.categories : generated.categories,
    subcategories: hasCatalogue ? recorded.subcategories : generated.subcategories,
    services,
    // Demo accounts first: the demo sessions take the first pending vendor.
    customers: [...keptCustomers.rows, ...customers],
    vendors: [...freeIds(demoVendors, vendors).rows, ...vendors],
    // The demo customer's bookings of services that still exist; no call lists anyone else's.
    bookings: generated.bookings
      .filter((b) => customerIds.has(b.user_id) && serviceIds.has(b.service_id))
      .map((b) => ({ ...b, user_id: keptCustomers.moved.get(b.user_id) ?? b.user_id })),
  };
}
