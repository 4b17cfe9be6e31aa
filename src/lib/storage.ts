import type { CustomerUser, VendorProfile } from '../api/types';

/** The browser-storage keys of SPEC §3, in one place. */
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
} as const;

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

/** Reads a value; anything unreadable (private mode, corrupt JSON) counts as absent. */
export function readStored<K extends StorageKey>(key: K): StoredValues[K] | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return null;
    return (isText(key) ? raw : JSON.parse(raw)) as StoredValues[K];
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

export function removeStored(...keys: StorageKey[]): void {
  for (const key of keys) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing to clear when storage is unavailable.
    }
  }
}
