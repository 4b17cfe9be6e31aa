/**
 * The mock state file (mocks/stateFile.ts): what the backend's own writes leave comes back whole after an export
 * and an import; every bad file is refused with its message and leaves the data, scenario and latency as they were.
 */
import { describe, expect, it, vi } from 'vitest';
import * as admin from '../src/api/admin';
import * as customer from '../src/api/customer';
import { ADMIN_SESSION_KEY } from '../src/lib/adminSession';
import { answerOf } from '../src/test/answerOf';
import { demoAdminSessionValue } from '../src/test/demoSessions';
import { NEW_CUSTOMER_EMAIL, newCustomer } from '../src/test/sampleCustomer';
import { db, onDbChange, resetDb } from './db';
import { getScenario, resetScenario, setScenario } from './scenarios';
import {
  exportState,
  importStateFile,
  readStateFile,
  STATE_FILE_FORMAT,
  STATE_FILE_MAX_BYTES,
  STATE_FILE_VERSION,
  stateFileName,
} from './stateFile';
import { categoryBody } from '../src/test/adminBodies';
import { registerUserForm } from '../src/api/formData';

const email = NEW_CUSTOMER_EMAIL;
const blobOf = (text: string) => new Blob([text], { type: 'application/json' });
/** A blob that says it is `size` bytes (without holding them), and may read as `text` says. */
function sized(blob: Blob, size: number, text?: () => Promise<string>): Blob {
  Object.defineProperty(blob, 'size', { value: size });
  if (text) Object.defineProperty(blob, 'text', { value: text });
  return blob;
}

/** A state the handlers wrote: an OTP sent and verified, a customer registered, a category added with its image. */
async function changedState() {
  window.localStorage.setItem(ADMIN_SESSION_KEY, demoAdminSessionValue());
  await answerOf(customer.sendOtp(email));
  await answerOf(customer.verifyOtp(email, db().outbox[0].code));
  await answerOf(customer.registerUser(registerUserForm(newCustomer())));
  const image = new File([new Uint8Array([137, 80, 78, 71])], 'laundry.png', { type: 'image/png' });
  const added = await answerOf(
    admin.addCategory(
      categoryBody({
        name: 'Laundry',
        slug: 'laundry',
        description: 'Wash and iron',
        icon: '',
        sort_order: 3,
        is_featured: true,
        meta_title: '',
        meta_description: '',
        status: 'active',
        image,
      }),
    ),
  );
  expect(added).toMatchObject({ status: 'success' });
  setScenario({ name: 'server-error', endpoint: 'listCategories', latencyMs: 700 });
}

describe('a state file', () => {
  it('is named by the local date and minute', () => {
    expect(stateFileName(new Date(2026, 10, 6, 9, 5))).toBe('mock-state-2026-11-06-0905.json');
  });

  it('brings the whole state back: every table, the OTP inbox, the stored files, the scenario and latency', async () => {
    await changedState();
    const exported = JSON.stringify(exportState(new Date('2026-11-26T09:30:00Z')));
    const before = { db: structuredClone(db()), scenario: getScenario() };
    expect(before.db.customers.some((c) => c.email === email)).toBe(true);
    expect(before.db.categories.some((c) => c.name === 'Laundry')).toBe(true);
    expect(Object.keys(before.db.files)).toHaveLength(1);
    expect(JSON.parse(exported)).toMatchObject({
      format: STATE_FILE_FORMAT,
      version: STATE_FILE_VERSION,
      exported_at: '2026-11-26T09:30:00.000Z',
    });

    resetDb();
    resetScenario();
    expect(db().customers.some((c) => c.email === email)).toBe(false);
    const heard = vi.fn();
    onDbChange(heard);

    expect(await importStateFile(blobOf(exported))).toMatchObject({ ok: true });
    expect(db()).toEqual(before.db);
    expect(getScenario()).toEqual({ name: 'server-error', endpoint: 'listCategories', latencyMs: 700 });
    expect(heard).toHaveBeenCalled();
    // The imported data is the backend's from now on: the new customer signs in with her password.
    expect(await answerOf(customer.login({ email, password: 'Secure@123', rememberMe: false }))).toMatchObject({
      status: 'success',
    });
  });
});

/** A valid exported state, as JSON, edited by `change` before it is written out. */
function exportedWith(change: (file: Record<string, unknown> & { db: Record<string, unknown> }) => void): string {
  const file = structuredClone(exportState()) as unknown as Record<string, unknown> & { db: Record<string, unknown> };
  change(file);
  return JSON.stringify(file);
}

describe('a bad state file is refused with its reason, and changes nothing', () => {
  const good = () => JSON.stringify(exportState());
  const cases: [string, () => string, RegExp][] = [
    ['not JSON', () => 'customers,vendors\n1,2', /^This file is not JSON, so it is not a mock state file\./],
    ['cut short', () => good().slice(0, 5000), /^This file is not JSON/],
    [
      'JSON of something else (a HAR)',
      () => '{"log":{"version":"1.2","entries":[]}}',
      /not a mock state file \(it has no "format": "hsm-mock-state"\)/,
    ],
    ['a JSON list', () => '[1,2]', /not a mock state file/],
    ['JSON null', () => 'null', /not a mock state file/],
    ['without a version', () => exportedWith((f) => delete f.version), /has no version number/],
    [
      'from an older version',
      () => exportedWith((f) => (f.version = STATE_FILE_VERSION - 1)),
      new RegExp(
        `is version ${STATE_FILE_VERSION - 1}, from an older mock backend; this one reads version ${STATE_FILE_VERSION} only`,
      ),
    ],
    [
      'from a newer version',
      () => exportedWith((f) => (f.version = STATE_FILE_VERSION + 1)),
      new RegExp(`is version ${STATE_FILE_VERSION + 1}, from a newer mock backend`),
    ],
    [
      'without its database',
      () => exportedWith((f) => delete (f as Partial<typeof f>).db),
      /damaged: db: expected an object, got nothing/,
    ],
    [
      'with a table that is not a list',
      () => exportedWith((f) => (f.db.customers = {})),
      /damaged: db\.customers: expected a list, got \{\}/,
    ],
    [
      'without a table',
      () => exportedWith((f) => delete f.db.outbox),
      /damaged: db\.outbox: expected a list, got nothing/,
    ],
    [
      'with a record of the wrong field type',
      () => exportedWith((f) => ((f.db.services as { base_price: unknown }[])[2].base_price = '499')),
      /damaged: db\.services\[2\]\.base_price: expected number, got "499"/,
    ],
    [
      'with a record missing a field',
      () => exportedWith((f) => delete (f.db.vendors as { status?: string }[])[0].status),
      /damaged: db\.vendors\[0\]\.status: expected "pending" or "active" or "suspended", got nothing/,
    ],
    [
      'with a record that is not an object',
      () => exportedWith((f) => (f.db.bookings as unknown[]).push('booking')),
      /damaged: db\.bookings\[40\]: expected an object, got "booking"/,
    ],
    [
      'with a stored file without its bytes',
      () => exportedWith((f) => (f.db.files = { 'categories/a.png': { type: 'image/png' } })),
      /damaged: db\.files\["categories\/a\.png"\]\.data: expected string, got nothing/,
    ],
    [
      'with the tables of another layout',
      () => exportedWith((f) => (f.db.version = 1)),
      /damaged: db\.version: expected 2, got 1/,
    ],
    [
      'with an unknown scenario',
      () => exportedWith((f) => (f.scenario = { name: 'flaky', endpoint: null, latencyMs: 0 })),
      /damaged: scenario\.name: expected "normal" or .*, got "flaky"/,
    ],
    [
      'with an unknown endpoint',
      () => exportedWith((f) => (f.scenario = { name: 'offline', endpoint: 'deleteEverything', latencyMs: 0 })),
      /damaged: scenario\.endpoint: expected .*, got "deleteEverything"/,
    ],
    [
      'with a negative latency',
      () => exportedWith((f) => (f.scenario = { name: 'normal', endpoint: null, latencyMs: -5 })),
      /damaged: scenario\.latencyMs: expected a number of 0 or more, got -5/,
    ],
    [
      'with many problems (the first three shown)',
      () => exportedWith((f) => (f.db.customers as { id: unknown }[]).forEach((c) => (c.id = 'x'))),
      /damaged: db\.customers\[0\]\.id: expected number, got "x"; db\.customers\[1\]\.id: .*; db\.customers\[2\]\.id: expected number, got "x" \(and 23 more\)\. Nothing was changed\.$/,
    ],
  ];

  it.each(cases)('%s', async (_, text, message) => {
    // A state that differs from the file in every part, so any partial import would show.
    await changedState();
    const before = { db: structuredClone(db()), scenario: getScenario() };
    const heard = vi.fn();
    onDbChange(heard);

    const result = await importStateFile(blobOf(text()));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(message);
    expect(!result.ok && result.message).toMatch(/Nothing was changed\.$/);
    expect(db()).toEqual(before.db);
    expect(getScenario()).toEqual(before.scenario);
    expect(heard).not.toHaveBeenCalled();
  });

  it('over 20 MB, unread, with its size', async () => {
    const before = structuredClone(db());
    const text = vi.fn(async () => good());
    expect(STATE_FILE_MAX_BYTES).toBe(20 * 1024 * 1024);
    expect(await importStateFile(sized(blobOf('{}'), 25 * 1024 * 1024, text))).toEqual({
      ok: false,
      message: 'This file is 25.0 MB; a mock state file may be at most 20.0 MB. Nothing was changed.',
    });
    expect(await importStateFile(sized(blobOf('{}'), STATE_FILE_MAX_BYTES + 1, text))).toMatchObject({ ok: false });
    expect(text).not.toHaveBeenCalled();
    expect(db()).toEqual(before);
  });

  it('of 20 MB exactly is read', async () => {
    expect(await importStateFile(sized(blobOf(good()), STATE_FILE_MAX_BYTES))).toMatchObject({ ok: true });
  });

  it('that cannot be read from the disk', async () => {
    const gone = sized(blobOf('{}'), 2, () => Promise.reject(new DOMException('gone', 'NotFoundError')));
    expect(await importStateFile(gone)).toEqual({
      ok: false,
      message: 'This file could not be read. Nothing was changed.',
    });
  });

  it('is only checked by readStateFile: a good file read that way changes nothing either', () => {
    setScenario({ latencyMs: 300 });
    const text = JSON.stringify(exportState());
    resetScenario();
    expect(readStateFile(text)).toMatchObject({ ok: true, file: { scenario: { latencyMs: 300 } } });
    expect(getScenario().latencyMs).toBe(0);
  });
});
