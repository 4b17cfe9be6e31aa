/**
 * The vendor session of SPEC §4 for screens: the cached vendor shows at once, then `vendor-data.php` refreshes it
 * (once per page load). A refresh that fails with no cache signs the vendor out; with a cache the vendor stays in
 * (the failure is logged). What is stored, and for how long, is vendorSessionStore.ts.
 */
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getVendorData, vendorLogout } from '../api/vendor';
import type { VendorProfile } from '../api/types';
import { readStored, writeStored } from './storage';
import {
  announceVendorSession,
  cachedVendor,
  clearVendorSession,
  hasVendorSession,
  VENDOR_SESSION_EVENT,
} from './vendorSessionStore';

export {
  cachedVendor,
  clearVendorSession,
  hasVendorSession,
  saveVendorLogin,
  VENDOR_SESSION_MS,
} from './vendorSessionStore';
import { devLog } from './devLog';

export type VendorRefresh = 'fresh' | 'kept-cache' | 'signed-out';
const refreshes = new Map<string, Promise<VendorRefresh>>();

async function runRefresh(token: string): Promise<VendorRefresh> {
  let failure: unknown;
  try {
    const answer = await getVendorData(token);
    if (answer.status === 'success' && answer.data?.vendor) {
      if (readStored('vendorToken') === token) {
        writeStored('vendorData', answer.data.vendor);
        announceVendorSession();
      }
      return 'fresh';
    }
    failure = answer.message ?? answer.status;
  } catch (error) {
    failure = error;
  }
  if (readStored('vendorToken') !== token) return 'signed-out';
  if (readStored('vendorData')) {
    devLog.warn('[vendor session] could not refresh the vendor; keeping the cached data', failure);
    return 'kept-cache';
  }
  devLog.warn('[vendor session] could not load the vendor and nothing is cached; signing out', failure);
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

  // The refresh announces what it stores (or clears) with VENDOR_SESSION_EVENT, which the effect above follows
  // while this component is mounted: nothing here waits for the answer, so a late one reaches no unmounted screen.
  useEffect(() => {
    const token = hasVendorSession() ? readStored('vendorToken') : null;
    if (token) void refreshVendor(token);
  }, [state.loggedIn]);

  const logout = useCallback(() => {
    clearVendorSession();
    forgetVendorRefresh();
    vendorLogout().catch((error: unknown) => devLog.error('[vendor session] the server was not told', error));
    navigate('/loginvendor');
  }, [navigate]);

  return { ...state, logout };
}
