/** A refusal signs out; no usable answer keeps a cached vendor (as the customer session does). */
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useRevalidator } from 'react-router-dom';
import { describeFailure, isConnectionFailure } from '../api/outcome';
import { getVendorData, vendorLogout } from '../api/vendor';
import type { VendorProfile } from '../api/types';
import { sharedByToken } from './sessionStore';
import { readStored, writeStored } from './storage';
import { clearVendorSession, vendorStore } from './vendorSessionStore';

export { saveVendorLogin } from './vendorSessionStore';
import { devLog } from '../api/devLog';

/** Components mounting together share one call, and a page load makes one (`forgetVendorRefresh`). */
export const refreshVendor = sharedByToken(async (token): Promise<'fresh' | 'kept-cache' | 'signed-out'> => {
  const outcome = await getVendorData(token);
  if (outcome.kind === 'ok') {
    if (readStored('vendorToken') === token) {
      writeStored('vendorData', outcome.answer.data.vendor);
      vendorStore.changed();
    }
    return 'fresh';
  }
  if (outcome.kind === 'failed' && readStored('vendorToken') === token && readStored('vendorData')) {
    devLog.warn('[vendor session] could not refresh the vendor; keeping the cached data', describeFailure(outcome));
    return 'kept-cache';
  }
  devLog.warn('[vendor session] signing out', describeFailure(outcome));
  // Only the session of `token`: a login that happened meanwhile stored another, which stays.
  if (readStored('vendorToken') === token) clearVendorSession();
  return 'signed-out';
});

export const forgetVendorRefresh = () => refreshVendor.clear();

export function useVendorSession(): { vendor: VendorProfile | null; loggedIn: boolean; logout: () => void } {
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const session = vendorStore.use();
  const loggedIn = session !== null;
  const wasLoggedIn = useRef(loggedIn);

  // The refresh stores what it gets (or clears the session), which the store shows: nothing waits for the answer,
  // so a late one reaches no unmounted screen. A session that ends while a page is open makes the page's guard
  // decide again, so a signed-in page does not stay on screen.
  useEffect(() => {
    const token = loggedIn ? readStored('vendorToken') : null;
    if (token) void refreshVendor(token);
    else if (wasLoggedIn.current) void revalidate();
    wasLoggedIn.current = loggedIn;
  }, [loggedIn, revalidate]);

  const logout = useCallback(() => {
    // Sent with the token before it is forgotten; nobody waits for the answer (offline still logs out).
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
