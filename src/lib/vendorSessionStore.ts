/**
 * The stored vendor session without any call, so the route guards can read it from the main chunk. It lasts as
 * the backend's sessions: 30 days with Remember me, else 24 hours (docs/decisions.md).
 */
import type { VendorProfile } from '../api/types';
import { sessionStore } from './sessionStore';
import { forgetUser, readStored, STORAGE_KEYS, writeStored } from './storage';

const DAY_MS = 24 * 60 * 60 * 1000;
export const VENDOR_SESSION_MS = { remembered: 30 * DAY_MS, default: DAY_MS } as const;

/** An expired one is cleared. */
export function hasVendorSession(now = Date.now()): boolean {
  if (!readStored('vendorToken')) return false;
  const expires = Number(readStored('vendorSessionExpires'));
  if (expires > 0 && expires <= now) {
    forgetUser('vendor');
    return false;
  }
  return true;
}

export const vendorStore = sessionStore(
  'vendor',
  [STORAGE_KEYS.vendorToken, STORAGE_KEYS.vendorData, STORAGE_KEYS.vendorSessionExpires],
  () =>
    hasVendorSession()
      ? { vendor: readStored('vendorData'), expires_at: Number(readStored('vendorSessionExpires')) || Infinity }
      : null,
);

export function saveVendorLogin(token: string, vendor: VendorProfile | null, rememberMe: boolean, now = Date.now()) {
  const lasts = rememberMe ? VENDOR_SESSION_MS.remembered : VENDOR_SESSION_MS.default;
  vendorStore.replace(() => {
    writeStored('vendorToken', token);
    if (vendor) writeStored('vendorData', vendor);
    writeStored('vendorRememberMe', rememberMe);
    writeStored('vendorSessionExpires', String(now + lasts));
  });
}

export const clearVendorSession = () => vendorStore.replace();
