/**
 * The vendor session of SPEC §4 for screens: the cached vendor shows at once, then `vendor-data.php` refreshes it
 * (once per page load). A session the server refuses (a status other than 'success', HTTP 401/403) is signed out
 * at once; a refresh that gets no usable answer (offline, timeout, 5xx) keeps a cached vendor signed in (the
 * failure is logged) and signs out only when nothing is cached, as the customer session does (customerSession.ts).
 * What is stored, and for how long, is vendorSessionStore.ts.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router-dom';
import { describeFailure, isConnectionFailure } from '../api/outcome';
import { getVendorData, vendorLogout } from '../api/vendor';
import type { VendorProfile } from '../api/types';
import { forgetTabOf, readStored, STORAGE_KEYS, writeStored } from './storage';
import {
  announceVendorSession,
  cachedVendor,
  clearVendorSession,
  hasVendorSession,
  VENDOR_SESSION_EVENT,
} from './vendorSessionStore';

export { saveVendorLogin } from './vendorSessionStore';
import { devLog } from '../api/devLog';

export type VendorRefresh = 'fresh' | 'kept-cache' | 'signed-out';
const refreshes = new Map<string, Promise<VendorRefresh>>();

/** Signs out the session of `token`; a login that happened meanwhile stored another, which stays. */
function endSession(token: string, why: unknown): VendorRefresh {
  devLog.warn('[vendor session] signing out', why);
  if (readStored('vendorToken') === token) clearVendorSession();
  return 'signed-out';
}

async function runRefresh(token: string): Promise<VendorRefresh> {
  const outcome = await getVendorData(token);
  if (outcome.kind === 'ok') {
    if (readStored('vendorToken') === token) {
      writeStored('vendorData', outcome.answer.data.vendor);
      announceVendorSession();
    }
    return 'fresh';
  }
  // Any refusal is the server saying no to this session.
  if (outcome.kind !== 'failed') return endSession(token, describeFailure(outcome));
  // No usable answer: a cached vendor stays signed in (SPEC §4); without one there is nothing to show.
  if (readStored('vendorToken') === token && readStored('vendorData')) {
    devLog.warn('[vendor session] could not refresh the vendor; keeping the cached data', describeFailure(outcome));
    return 'kept-cache';
  }
  return endSession(token, describeFailure(outcome));
}

/** The state shown, kept when storage still says the same (no render), else what storage says now. */
function sameOrNext<T extends { loggedIn: boolean; vendor: unknown }>(shown: T, now: T): T {
  return shown.loggedIn === now.loggedIn && JSON.stringify(shown.vendor) === JSON.stringify(now.vendor) ? shown : now;
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
  /** Tells the server (with the token), clears the vendor's keys, goes to /loginvendor (SPEC §4 vendor logout). */
  logout: () => void;
}

export function useVendorSession(): VendorSession {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const read = () => ({ loggedIn: hasVendorSession(), vendor: cachedVendor() });
  const [state, setState] = useState(read);
  const wasLoggedIn = useRef(state.loggedIn);
  const tokenAtRender = useRef(readStored('vendorToken'));

  useEffect(() => {
    const follow = () => setState((shown) => sameOrNext(shown, read()));
    // Another tab logged a vendor in or out (a null key is a `clear()` there): this tab's sessionStorage is its
    // own, so what it kept of the previous vendor goes with a changed session.
    const followOtherTab = ({ key }: StorageEvent) => {
      if (key === null || key === STORAGE_KEYS.vendorToken) forgetTabOf('vendor');
      follow();
    };
    window.addEventListener(VENDOR_SESSION_EVENT, follow);
    window.addEventListener('storage', followOtherTab);
    // What changed between the first render and these listeners (another tab's logout on a busy machine) was
    // heard by no one: read it now.
    if (readStored('vendorToken') !== tokenAtRender.current) forgetTabOf('vendor');
    follow();
    return () => {
      window.removeEventListener(VENDOR_SESSION_EVENT, follow);
      window.removeEventListener('storage', followOtherTab);
    };
  }, []);

  // The refresh announces what it stores (or clears) with VENDOR_SESSION_EVENT, which the effect above follows
  // while this component is mounted: nothing here waits for the answer, so a late one reaches no unmounted screen.
  // A session that ends while a page is open (refused, expired, ended in another tab) makes the page's guard
  // decide again, so a signed-in page does not stay on screen; the landing and login pages stay.
  useEffect(() => {
    const token = hasVendorSession() ? readStored('vendorToken') : null;
    if (token) void refreshVendor(token);
    else if (wasLoggedIn.current) void revalidate();
    wasLoggedIn.current = state.loggedIn;
  }, [state.loggedIn, revalidate]);

  const logout = useCallback(() => {
    // Sent with the token before it is forgotten; the vendor does not wait for the answer (offline still logs out).
    void vendorLogout(readStored('vendorToken')).then((outcome) => {
      if (isConnectionFailure(outcome))
        devLog.error('[vendor session] the server was not told', describeFailure(outcome));
    });
    forgetVendorRefresh();
    clearVendorSession();
    navigate('/loginvendor');
  }, [navigate]);

  return { ...state, logout };
}
