import { is } from 'valibot';
import { storedSchemas, type CustomerUser, type VendorProfile } from '../api/storedSchemas';

/**
 * Every key the app keeps in browser storage, in one place: SPEC §3's and ours. The mock backend's own keys
 * (`hsm-…`) belong to mocks/. Modules that keep a value of their own still read and write it themselves, under
 * the name given here, so `forgetUser` below cannot miss one.
 */
export const STORAGE_KEYS = {
  userLocation: 'userLocation',
  sessionToken: 'session_token',
  user: 'user',
  sessionExpires: 'session_expires',
  vendorToken: 'vendorToken',
  vendorData: 'vendorData',
  vendorRememberMe: 'vendorRememberMe',
  /** When the vendor session ends (epoch ms): 24 h, or 30 days with Remember me (docs/decisions.md). */
  vendorSessionExpires: 'vendorSessionExpires',
  /** sessionStorage: the booking just made on /services (recentBooking.ts). */
  recentBooking: 'recentBooking',
  /** The customer's notification and privacy switches (features/dashboard/settingsStore.ts). */
  customerSettings: 'customerSettings',
  /** sessionStorage: the vendor registration wizard's answers (features/vendor/register/wizardModel.ts). */
  vendorRegistrationDraft: 'vendorRegistrationDraft',
  /** The signed-in administrator (adminSession.ts). */
  adminSession: 'adminSession',
} as const;

export type Role = 'customer' | 'vendor' | 'admin';
type StorageName = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/**
 * What one person leaves in this browser, by role, in whichever storage holds it (sessionStorage is this tab's
 * alone: `forgetTabOf`). The next person on the same computer must find none of it. userLocation is the
 * device's, not the person's, and stays (docs/decisions.md).
 */
const PERSONAL_KEYS: Record<Role, StorageName[]> = {
  customer: ['user', 'session_token', 'session_expires', 'customerSettings', 'recentBooking'],
  vendor: ['vendorToken', 'vendorData', 'vendorRememberMe', 'vendorSessionExpires', 'vendorRegistrationDraft'],
  admin: ['adminSession'],
};

function removeFrom(area: 'localStorage' | 'sessionStorage', keys: string[]): void {
  for (const key of keys) {
    try {
      window[area].removeItem(key);
    } catch {
      // Storage unavailable: nothing was kept there either.
    }
  }
}

/** Drops everything of the person signed in (or last signed in) as `role`: at every logout and every login. */
export function forgetUser(role: Role): void {
  removeFrom('localStorage', PERSONAL_KEYS[role]);
  forgetTabOf(role);
}

/**
 * Drops only what this tab keeps of `role`: when another tab ended or replaced the session (a `storage` event),
 * the shared keys are that tab's to change, and it may already have stored the next person's.
 */
export function forgetTabOf(role: Role): void {
  removeFrom('sessionStorage', PERSONAL_KEYS[role]);
}

interface StoredValues {
  userLocation: string;
  session_token: string;
  user: CustomerUser;
  session_expires: string;
  vendorToken: string;
  vendorData: VendorProfile;
  vendorRememberMe: boolean;
  vendorSessionExpires: string;
}
export type StorageKey = keyof StoredValues;

const isText = (key: StorageKey) => key !== 'user' && key !== 'vendorData' && key !== 'vendorRememberMe';

/**
 * What a stored value must look like to be used; anything else counts as absent. A text key's value is the text
 * getItem gave (any text will do for a token), the others' is parsed JSON.
 */
const valid: { [K in StorageKey]: (value: unknown) => boolean } = {
  userLocation: (v) => String(v).trim() !== '',
  session_token: () => true,
  user: (v) => is(storedSchemas.user, v),
  session_expires: () => true,
  vendorToken: () => true,
  vendorData: (v) => is(storedSchemas.vendorData, v),
  vendorRememberMe: (v) => typeof v === 'boolean',
  vendorSessionExpires: (v) => /^\d+$/.test(String(v)),
};

/** Reads a value; anything unreadable (private mode, corrupt JSON) or of the wrong shape counts as absent. */
export function readStored<K extends StorageKey>(key: K): StoredValues[K] | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return null;
    const value: unknown = isText(key) ? raw : JSON.parse(raw);
    return valid[key](value) ? (value as StoredValues[K]) : null;
  } catch {
    return null;
  }
}

export function writeStored<K extends StorageKey>(key: K, value: StoredValues[K]): void {
  try {
    window.localStorage.setItem(key, isText(key) ? String(value) : JSON.stringify(value));
  } catch {
    // Storage full or blocked: the app keeps working for this page view.
  }
}
