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
function storedSession(now = Date.now()) {
  if (!readStored('vendorToken')) return null;
  const expires = Number(readStored('vendorSessionExpires'));
  if (expires > 0 && expires <= now) {
    forgetUser('vendor');
    return null;
  }
  return { vendor: readStored('vendorData'), expires_at: expires || Infinity };
}

export const hasVendorSession = (now = Date.now()): boolean => storedSession(now) !== null;

export const vendorStore = sessionStore(
  'vendor',
  [STORAGE_KEYS.vendorToken, STORAGE_KEYS.vendorData, STORAGE_KEYS.vendorSessionExpires],
  storedSession,
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
