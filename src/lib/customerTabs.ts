/**
 * Customer logins and logouts in other tabs, followed here: browsers fire `storage` in the other tabs when one
 * changes localStorage (a null key is a `clear()`). This tab hears of them through the auth events, as of a login
 * or logout of its own; its sessionStorage is its own, so what it kept of the previous customer goes with a
 * changed session. The site header follows (every customer page has it); the vendor and admin areas never load it.
 */
import { announceLogin, announceLogout } from './authEvents';
import { cachedUser } from './customerSession';
import { forgetTabOf, STORAGE_KEYS } from './storage';

function followOtherTab({ key }: StorageEvent): void {
  if (key !== null && key !== STORAGE_KEYS.sessionToken && key !== STORAGE_KEYS.user) return;
  if (key !== STORAGE_KEYS.user) forgetTabOf('customer');
  const user = cachedUser();
  if (user) announceLogin(user);
  else announceLogout();
}

/** Follows other tabs until the returned stop is called (fits straight into useEffect). */
export function followCustomerTabs(): () => void {
  window.addEventListener('storage', followOtherTab);
  return () => window.removeEventListener('storage', followOtherTab);
}
