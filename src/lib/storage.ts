import { is } from 'valibot';
import { storedSchemas, type AdminSession, type CustomerUser, type VendorProfile } from '../api/storedSchemas';

/** Every key the app keeps in browser storage, so `forgetUser` cannot miss one; the mock's own (`hsm-…`) aside. */
export const STORAGE_KEYS = {
  userLocation: 'userLocation',
  sessionToken: 'session_token',
  user: 'user',
  sessionExpires: 'session_expires',
  vendorToken: 'vendorToken',
  vendorData: 'vendorData',
  vendorRememberMe: 'vendorRememberMe',
  vendorSessionExpires: 'vendorSessionExpires',
  recentBooking: 'recentBooking', // sessionStorage
  customerSettings: 'customerSettings',
  vendorRegistrationDraft: 'vendorRegistrationDraft', // sessionStorage
  adminSession: 'adminSession',
} as const;

export type Role = 'customer' | 'vendor' | 'admin';
type StorageName = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** What one person leaves in this browser: the next person must find none of it. userLocation is the device's. */
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

/** At every logout and every login. */
export function forgetUser(role: Role): void {
  removeFrom('localStorage', PERSONAL_KEYS[role]);
  forgetTabOf(role);
}

/** When another tab ended or replaced the session: the shared keys are that tab's, maybe the next person's already. */
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
  adminSession: AdminSession;
}
type StorageKey = keyof StoredValues;

const isText = (key: StorageKey) => !['user', 'vendorData', 'vendorRememberMe', 'adminSession'].includes(key);

/** A text key's value is the text getItem gave (any text for a token), the others' parsed JSON. */
const valid: { [K in StorageKey]?: (value: unknown) => boolean } = {
  userLocation: (v) => String(v).trim() !== '',
  user: (v) => is(storedSchemas.user, v),
  vendorData: (v) => is(storedSchemas.vendorData, v),
  vendorRememberMe: (v) => typeof v === 'boolean',
  vendorSessionExpires: (v) => /^\d+$/.test(String(v)),
  adminSession: (v) => is(storedSchemas.adminSession, v),
};

export function readStored<K extends StorageKey>(key: K): StoredValues[K] | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return null;
    const value: unknown = isText(key) ? raw : JSON.parse(raw);
    return (valid[key]?.(value) ?? true) ? (value as StoredValues[K]) : null;
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
