/**
 * The vendor session of SPEC §4 for screens: the cached vendor shows at once, then `vendor-data.php` refreshes it
 * (once per page load). A session the server refuses (a status other than 'success', HTTP 401/403) is signed out
 * at once; a refresh that gets no usable answer (offline, timeout, 5xx) keeps a cached vendor signed in (the
 * failure is logged) and signs out only when nothing is cached, as the customer session does (customerSession.ts).
 * What is stored, and for how long, is vendorSessionStore.ts.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useRevalidator } from 'react-router-dom';
import { describeFailure, isConnectionFailure } from '../api/outcome';
import { getVendorData, vendorLogout } from '../api/vendor';
import type { VendorProfile } from '../api/types';
import { readStored, writeStored } from './storage';
import { clearVendorSession, vendorStore } from './vendorSessionStore';

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
      vendorStore.changed();
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
  const session = vendorStore.use();
  const loggedIn = session !== null;
  const wasLoggedIn = useRef(loggedIn);

  // The refresh stores what it gets (or clears the session), which the store shows while this component is
  // mounted: nothing here waits for the answer, so a late one reaches no unmounted screen. A session that ends
  // while a page is open (refused, expired, ended in another tab) makes the page's guard decide again, so a
  // signed-in page does not stay on screen; the landing and login pages stay.
  useEffect(() => {
    const token = loggedIn ? readStored('vendorToken') : null;
    if (token) void refreshVendor(token);
    else if (wasLoggedIn.current) void revalidate();
    wasLoggedIn.current = loggedIn;
  }, [loggedIn, revalidate]);

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

  return { vendor: session?.vendor ?? null, loggedIn, logout };
}
