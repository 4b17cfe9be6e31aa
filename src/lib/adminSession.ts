/** The signed-in administrator, kept in browser storage (docs/decisions.md). */
import { adminAuth } from '../api/adminAuth';
import type { AdminSession } from '../api/storedSchemas';
import { sessionStore } from './sessionStore';
import { forgetUser, readStored, STORAGE_KEYS, writeStored } from './storage';

export const ADMIN_SESSION_KEY = STORAGE_KEYS.adminSession;
/** The mock backend's admin sessions last 24 h (docs/decisions.md); the stored one expires with them. */
export const ADMIN_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export type { AdminSession };

/** Set by this tab's logout: the layout then opens the plain login, not the login with `next` of an ended session. */
let loggedOutHere = false;

/** Null when there is none, it is unreadable or it has expired (then it is removed). */
export function readAdminSession(now = Date.now()): AdminSession | null {
  const session = readStored('adminSession');
  if (!session || session.expires_at <= now) {
    forgetUser('admin');
    return null;
  }
  // A session found (a login here or in another tab) makes an earlier logout here old news.
  loggedOutHere = false;
  return session;
}

const adminStore = sessionStore('admin', [ADMIN_SESSION_KEY], () => readAdminSession());
export const useAdminSignedIn = () => adminStore.use() !== null;

export function saveAdminSession(token: string, admin: AdminSession['admin'], now = Date.now()): AdminSession {
  const session: AdminSession = { token, admin, expires_at: now + ADMIN_SESSION_TTL_MS };
  adminStore.replace(() => writeStored('adminSession', session));
  return session;
}

/** There is no admin logout call (docs/decisions.md): the token stays valid on the server until it expires. */
export const clearAdminSession = () => signOut(true);

export const adminLoggedOutHere = () => loggedOutHere;

function signOut(byLogout: boolean): void {
  loggedOutHere = byLogout;
  adminStore.replace();
}

/** The server refused the admin token: the admin layout (`useAdminSessionEnd`) returns to the login with `next`. */
export const ADMIN_SESSION_ENDED = 'adminSessionEnded';

export function endAdminSession(): void {
  signOut(false);
  window.dispatchEvent(new Event(ADMIN_SESSION_ENDED));
}

export function onAdminSessionEnded(listener: () => void): () => void {
  window.addEventListener(ADMIN_SESSION_ENDED, listener);
  return () => window.removeEventListener(ADMIN_SESSION_ENDED, listener);
}

adminAuth.token = () => readAdminSession()?.token ?? null;
// A late refusal of an older session (a new login came meanwhile) must not sign the new one out.
adminAuth.ended = (token) => {
  if (adminAuth.token() === token) endAdminSession();
};
