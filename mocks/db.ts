/** The mock's tables, seeded from fixtures/: localStorage keeps them across a reload; each test starts on the seed. */
import { config } from '../src/api/config';
import { DEMO_ADMIN_TOKEN, DEMO_PENDING_VENDOR_TOKEN, DEMO_VENDOR_TOKEN } from '../fixtures/demoSessions';
import { DEMO_ACCOUNTS } from '../fixtures/seed';
import { DB_VERSION, type DbState, type SessionRecord } from './dbSchema';
import { startingSeed } from './seedChoice';
import { listeners, readJson, webStorage } from './store';

export type { Audience, DbState, OtpRecord, SessionRecord } from './dbSchema';

const STORAGE_KEY = 'hsm-mock-db';
/** The backend's one-time codes: 6 digits, accepted for 10 minutes after they are sent. */
export const OTP_DIGITS = 6;
export const OTP_TTL_MS = 10 * 60 * 1000;

/** How long the seeded demo sessions live from the moment the mock data is (re)seeded. */
export const DEMO_ADMIN_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The seed plus open sessions of the demo admin, the demo vendor and a pending vendor, with the tokens stories and
 * tests store to start signed in (fixtures/demoSessions.ts). They expire like any; "Reset data" seeds them again.
 */
function freshState(): DbState {
  const data = structuredClone(startingSeed(config.uploadsUrl));
  const expires_at = Date.now() + DEMO_ADMIN_SESSION_TTL_MS;
  // The seed always holds both vendors (db.test.ts): a seed without one fails here, at once, not at a login.
  const vendor = (token: string, pick: (v: (typeof data.vendors)[number]) => boolean): SessionRecord => ({
    token,
    audience: 'vendor',
    account_id: data.vendors.find(pick)!.id,
    expires_at,
  });
  const sessions: SessionRecord[] = [
    { token: DEMO_ADMIN_TOKEN, audience: 'admin', account_id: 1, expires_at },
    vendor(DEMO_VENDOR_TOKEN, (v) => v.email === DEMO_ACCOUNTS.vendor.email),
    vendor(DEMO_PENDING_VENDOR_TOKEN, (v) => v.status === 'pending'),
  ];
  return { version: DB_VERSION, ...data, sessions, otps: [], outbox: [], files: {} };
}

let state: DbState = freshState();
let persist = false;
const changes = listeners();
const storage = webStorage('localStorage');

export const db = (): DbState => state;
export const onDbChange = changes.on;

export function saveDb(): void {
  changes.emit();
  if (!persist || storage.set(STORAGE_KEY, JSON.stringify(state))) return;
  // Quota exceeded, most likely by uploaded images: keep the rows, drop the stored bytes.
  console.warn('[mock] the mock data is too large for localStorage; uploaded files will not survive a reload');
  storage.set(STORAGE_KEY, JSON.stringify({ ...state, files: {} }));
}

/** Replaces the whole state (an imported state file, checked by the caller), saves it and tells the listeners. */
export function replaceDb(next: DbState): void {
  state = next;
  saveDb();
}

export function resetDb(): void {
  state = freshState();
  if (persist) window.localStorage.removeItem(STORAGE_KEY);
  changes.emit();
}

/** Browser only: load the saved state (if it is of this version) and save from now on. */
export function enablePersistence(): void {
  persist = true;
  const saved = readJson<DbState | null>(storage.get(STORAGE_KEY), null);
  if (saved?.version === DB_VERSION) state = saved;
}

export const nextId = (rows: { id: number }[]) => rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;

export function randomToken(bytes = 32): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function sixDigitCode(): string {
  return String(crypto.getRandomValues(new Uint32Array(1))[0] % 10 ** OTP_DIGITS).padStart(OTP_DIGITS, '0');
}
