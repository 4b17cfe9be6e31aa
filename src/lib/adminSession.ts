/**
 * The signed-in administrator, kept in browser storage (SPEC §6 leaves admin guards open: docs/decisions.md).
 * One typed module reads and writes it; the admin layout's guard and the login and logout flows use it.
 */
import { is } from 'valibot';
import { adminAuth } from '../api/adminAuth';
import { storedSchemas, type AdminSession } from '../api/storedSchemas';
import { sessionStore } from './sessionStore';
import { forgetUser, STORAGE_KEYS } from './storage';

export const ADMIN_SESSION_KEY = STORAGE_KEYS.adminSession;
/** The mock backend's admin sessions last 24 h (docs/decisions.md); the stored one expires with them. */
export const ADMIN_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export type { AdminSession };
type AdminIdentity = AdminSession['admin'];

/** Set by this tab's logout: the layout then opens the plain login, not the login with `next` of an ended session. */
let loggedOutHere = false;

/** The stored session, or null when there is none, it is unreadable or it has expired (then it is removed). */
export function readAdminSession(now = Date.now()): AdminSession | null {
  let parsed: unknown;
  try {
    const raw = window.localStorage.getItem(ADMIN_SESSION_KEY);
    if (raw === null) return null;
    parsed = JSON.parse(raw);
  } catch {
    // Unreadable: `parsed` stays undefined, which is no session, so it is removed below as a wrong shape is.
  }
  if (!is(storedSchemas.adminSession, parsed) || parsed.expires_at <= now) {
    forgetUser('admin');
    return null;
  }
  // A session found (a login here or in another tab) makes an earlier logout here old news.
  loggedOutHere = false;
  return parsed;
}

const adminStore = sessionStore('admin', ADMIN_SESSION_KEY, [ADMIN_SESSION_KEY], () => readAdminSession());
/** Whether an administrator is signed in, following logins and logouts here and in other tabs. */
export const useAdminSignedIn = () => adminStore.use() !== null;

export function saveAdminSession(token: string, admin: AdminIdentity, now = Date.now()): AdminSession {
  const session: AdminSession = { token, admin, expires_at: now + ADMIN_SESSION_TTL_MS };
  // A login as someone else starts from nothing of the previous administrator.
  forgetUser('admin');
  try {
    window.localStorage.setItem(ADMIN_SESSION_KEY, JSON.stringify(session));
  } catch {
    // Storage blocked: the admin stays signed in for this page view only.
  }
  adminStore.changed();
  return session;
}

/**
 * Forgets the administrator in this browser. There is no admin logout call in SPEC §7 to tell the server
 * (docs/decisions.md): the token stays valid there until it expires.
 */
export const clearAdminSession = () => signOut(true);

export const adminLoggedOutHere = () => loggedOutHere;

function signOut(byLogout: boolean): void {
  loggedOutHere = byLogout;
  forgetUser('admin');
  adminStore.changed();
}

/**
 * The window event that says the server refused the stored admin token (HTTP 401: expired, revoked, or never
 * valid). The admin layout listens (`useAdminSessionEnd`) and returns to the login with `next`.
 */
export const ADMIN_SESSION_ENDED = 'adminSessionEnded';

/** The server refused the admin token: forget the session and tell the admin layout. */
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
