/**
 * The vendor session of SPEC §4: `vendorToken`, `vendorData`, `vendorRememberMe` in browser storage. The cached
 * vendor shows at once, then `vendor-data.php` refreshes it (once per page load). A refresh that fails with no
 * cache signs the vendor out; with a cache the vendor stays in (the failure is logged). Remember me decides how
 * long the session lasts here: 30 days, else 24 hours, as the backend's sessions (docs/decisions.md).
 */
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getVendorData, vendorLogout } from '../api/vendor';
import type { VendorProfile } from '../api/types';
import { readStored, removeStored, writeStored } from './storage';

export const VENDOR_SESSION_EVENT = 'vendorSessionChange';
const DAY_MS = 24 * 60 * 60 * 1000;
export const VENDOR_SESSION_MS = { remembered: 30 * DAY_MS, default: DAY_MS } as const;

const announce = () => window.dispatchEvent(new Event(VENDOR_SESSION_EVENT));

export function saveVendorLogin(token: string, vendor: VendorProfile | null, rememberMe: boolean, now = Date.now()) {
  writeStored('vendorToken', token);
  if (vendor) writeStored('vendorData', vendor);
  else removeStored('vendorData');
  writeStored('vendorRememberMe', rememberMe);
  const lasts = rememberMe ? VENDOR_SESSION_MS.remembered : VENDOR_SESSION_MS.default;
  writeStored('vendorSessionExpires', String(now + lasts));
  announce();
}

export function clearVendorSession(): void {
  removeStored('vendorToken', 'vendorData', 'vendorRememberMe', 'vendorSessionExpires');
  announce();
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

export type VendorRefresh = 'fresh' | 'kept-cache' | 'signed-out';
const refreshes = new Map<string, Promise<VendorRefresh>>();

async function runRefresh(token: string): Promise<VendorRefresh> {
  let failure: unknown;
  try {
    const answer = await getVendorData(token);
    if (answer.status === 'success' && answer.data?.vendor) {
      if (readStored('vendorToken') === token) {
        writeStored('vendorData', answer.data.vendor);
        announce();
      }
      return 'fresh';
    }
    failure = answer.message ?? answer.status;
  } catch (error) {
    failure = error;
  }
  if (readStored('vendorToken') !== token) return 'signed-out';
  if (readStored('vendorData')) {
    console.warn('[vendor session] could not refresh the vendor; keeping the cached data', failure);
    return 'kept-cache';
  }
  console.warn('[vendor session] could not load the vendor and nothing is cached; signing out', failure);
  clearVendorSession();
  return 'signed-out';
}

/** Refreshes the vendor from the server; components mounting together share one call. */
export function refreshVendor(token: string): Promise<VendorRefresh> {
  let pending = refreshes.get(token);
  if (!pending) {
    pending = runRefresh(token);
    refreshes.set(token, pending);
  }
  return pending;
}

/** Forgets the refresh of this page load (tests, and a new login that should be checked again). */
export const forgetVendorRefresh = () => refreshes.clear();

export interface VendorSession {
  vendor: VendorProfile | null;
  loggedIn: boolean;
  /** Clears the three keys, tells the server, goes to /loginvendor (SPEC §4 vendor logout). */
  logout: () => void;
}

export function useVendorSession(): VendorSession {
  const navigate = useNavigate();
  const read = () => ({ loggedIn: hasVendorSession(), vendor: cachedVendor() });
  const [state, setState] = useState(read);

  useEffect(() => {
    const follow = () => setState(read());
    window.addEventListener(VENDOR_SESSION_EVENT, follow);
    window.addEventListener('storage', follow);
    return () => {
      window.removeEventListener(VENDOR_SESSION_EVENT, follow);
      window.removeEventListener('storage', follow);
    };
  }, []);

  useEffect(() => {
    const token = hasVendorSession() ? readStored('vendorToken') : null;
    if (!token) return;
    let live = true;
    void refreshVendor(token).then(() => live && setState(read()));
    return () => {
      live = false;
    };
  }, [state.loggedIn]);

  const logout = useCallback(() => {
    clearVendorSession();
    forgetVendorRefresh();
    vendorLogout().catch((error: unknown) => console.error('[vendor session] the server was not told', error));
    navigate('/loginvendor');
  }, [navigate]);

  return { ...state, logout };
}
