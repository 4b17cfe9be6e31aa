/**
 * The stored vendor session of SPEC §3/§4 (`vendorToken`, `vendorData`, `vendorRememberMe`) without any call, so
 * the route guards can read it from the main chunk. Remember me decides how long it lasts here: 30 days, else
 * 24 hours, as the backend's sessions (docs/decisions.md). The refresh and the hook live in vendorSession.ts.
 */
import type { VendorProfile } from '../api/types';
import { forgetUser, readStored, writeStored } from './storage';

export const VENDOR_SESSION_EVENT = 'vendorSessionChange';
const DAY_MS = 24 * 60 * 60 * 1000;
export const VENDOR_SESSION_MS = { remembered: 30 * DAY_MS, default: DAY_MS } as const;

export const announceVendorSession = () => window.dispatchEvent(new Event(VENDOR_SESSION_EVENT));

export function saveVendorLogin(token: string, vendor: VendorProfile | null, rememberMe: boolean, now = Date.now()) {
  // A login as someone else inherits nothing of the previous vendor.
  forgetUser('vendor');
  writeStored('vendorToken', token);
  if (vendor) writeStored('vendorData', vendor);
  writeStored('vendorRememberMe', rememberMe);
  const lasts = rememberMe ? VENDOR_SESSION_MS.remembered : VENDOR_SESSION_MS.default;
  writeStored('vendorSessionExpires', String(now + lasts));
  announceVendorSession();
}

/** Drops the session and everything else of the vendor kept in this browser (storage.ts `forgetUser`). */
export function clearVendorSession(): void {
  forgetUser('vendor');
  announceVendorSession();
}

/** A stored vendor token that has not outlived its Remember me period; an expired one is cleared. */
export function hasVendorSession(now = Date.now()): boolean {
  const token = readStored('vendorToken');
  if (!token) return false;
  const expires = Number(readStored('vendorSessionExpires'));
  if (Number.isFinite(expires) && expires > 0 && expires <= now) {
    clearVendorSession();
    return false;
  }
  return true;
}

export const cachedVendor = (): VendorProfile | null => (hasVendorSession() ? readStored('vendorData') : null);
