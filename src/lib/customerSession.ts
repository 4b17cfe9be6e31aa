/**
 * The customer session of SPEC §4, a configuration of the session store (sessionStore.ts): the cached user shows
 * at once, then the stored token is validated with the server. A stored expiry that has passed signs out without
 * a call; a failed check (or HTTP 401/403) signs out and leaves a notice (useSessionEndedNotice); a check that
 * never got an answer keeps the cached user. Logins and logouts of this page are announced through the window
 * events of lib/authEvents.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout as logoutCall, validateSession } from '../api/customer';
import { describeFailure, isHttpError } from '../api/outcome';
import type { CustomerUser } from '../api/types';
import { atTime } from './atTime';
import { announceLogin, announceLogout } from './authEvents';
import { parseExpiry } from './expiry';
import { sessionStore } from './sessionStore';
import { forgetUser, readStored, STORAGE_KEYS, writeStored } from './storage';
import { devLog } from '../api/devLog';

export interface StoredLogin {
  user: CustomerUser;
  session_token: string;
  expires_at?: string;
}

/**
 * When the stored session ends, as epoch ms; null when no expiry was stored (the server decides) or it cannot
 * be read (lib/expiry: PHP's 'YYYY-MM-DD HH:MM:SS' and ISO 8601).
 */
export function storedExpiry(): number | null {
  const raw = readStored('session_expires');
  return raw ? parseExpiry(raw) : null;
}

/** A stored token whose expiry (if one was stored) has not passed: a signed-in customer, before any call. */
export function hasCustomerSession(now = Date.now()): boolean {
  if (!readStored('session_token')) return false;
  const expiry = storedExpiry();
  return expiry === null || expiry > now;
}

const customerStore = sessionStore(
  'customer',
  STORAGE_KEYS.sessionToken,
  [STORAGE_KEYS.sessionToken, STORAGE_KEYS.user, STORAGE_KEYS.sessionExpires],
  () =>
    hasCustomerSession()
      ? { token: readStored('session_token')!, user: readStored('user'), expires_at: storedExpiry() ?? undefined }
      : null,
  // SPEC §4: a login or logout elsewhere is announced here too.
  () => {
    const user = customerStore.read()?.user;
    if (user) announceLogin(user);
    else announceLogout();
  },
);

/** Keeps a successful login (user, token, expiry) and tells every listener (SPEC §4 customer login). */
export function saveLogin({ user, session_token, expires_at }: StoredLogin): void {
  // A login as someone else inherits nothing of the previous customer (their recent booking, settings…).
  forgetUser('customer');
  writeStored('user', user);
  writeStored('session_token', session_token);
  if (expires_at) writeStored('session_expires', expires_at);
  sessionEnded = false;
  customerStore.changed();
  announceLogin(user);
}

function signOut(): void {
  forgetUser('customer');
  customerStore.changed();
  announceLogout();
}

/** The window event that tells the notice (and anyone else) that the session ended on its own. */
export const SESSION_ENDED = 'customerSessionEnded';
let sessionEnded = false;

/**
 * The session ended without a logout (expired, refused by the server): signs out everywhere and leaves a notice
 * for the customer. `token` limits it to that session: a login that happened meanwhile stored a new one, which
 * stays (also when the request that was refused carried no session at all: `null`).
 */
export function endCustomerSession(token: string | null = readStored('session_token')): void {
  if (readStored('session_token') !== token) return;
  sessionEnded = true;
  signOut();
  window.dispatchEvent(new Event(SESSION_ENDED));
}

function noticeShown(): boolean {
  // A customer signed in again (here or in another tab) has nothing left to be told, also after a later logout.
  if (customerStore.read()) sessionEnded = false;
  return sessionEnded;
}

/** Whether the "session ended" notice is waiting to be seen; `dismiss` hides it (a new login hides it too). */
export function useSessionEndedNotice(): { show: boolean; dismiss: () => void } {
  const show = useSyncExternalStore(customerStore.subscribe, noticeShown, () => false);
  const dismiss = useCallback(() => {
    sessionEnded = false;
    customerStore.changed();
  }, []);
  return { show, dismiss };
}

type Check = { outcome: 'valid'; user: CustomerUser } | { outcome: 'invalid' } | { outcome: 'unreachable' };
const checks = new Map<string, Promise<Check>>();

async function runCheck(token: string): Promise<Check> {
  const outcome = await validateSession(token);
  if (outcome.kind === 'ok') {
    const { user } = outcome.answer;
    // A logout (or another login) while the check was under way wins: the answer is about a session that is gone.
    if (readStored('session_token') === token) {
      writeStored('user', user);
      customerStore.changed();
    }
    return { outcome: 'valid', user };
  }
  // No answer (offline, timeout, broken server page): keep the cached user, as SPEC §4 says.
  if (outcome.kind === 'failed') {
    devLog.error('[session] could not validate the session; keeping the cached user', describeFailure(outcome));
    return { outcome: 'unreachable' };
  }
  // The server did answer, and said no to this session (a refusal, or 401/403: the end of the session).
  if (outcome.kind === 'sessionEnded' && isHttpError(outcome))
    devLog.warn('[session] the server refused the stored session:', outcome.httpStatus);
  else devLog.warn('[session] the stored session is no longer valid:', describeFailure(outcome));
  // Only clear what we checked: a login that happened meanwhile stored a new token.
  endCustomerSession(token);
  return { outcome: 'invalid' };
}

/** Validates a token with the server; components mounting together share one call. */
export function checkSession(token: string): Promise<Check> {
  let pending = checks.get(token);
  if (!pending) {
    pending = runCheck(token).finally(() => checks.delete(token));
    checks.set(token, pending);
  }
  return pending;
}

export interface CustomerSession {
  user: CustomerUser | null;
  validating: boolean;
  /** Tells the server, clears the stored session, announces it and goes home (SPEC §4 customer logout). */
  logout: () => void;
}

export function useCustomerSession(): CustomerSession {
  const navigate = useNavigate();
  const session = customerStore.use();
  const token = session?.token ?? null;
  // The session the screen opened with is checked once; a login since, here or in another tab, has just been
  // answered by the server. What the check finds is stored (or the session cleared), which the store shows.
  const [checking, setChecking] = useState(() => customerStore.read()?.token ?? null);
  // `checking` only ever goes from the opening token to null, so no later answer can be overtaken by this one.
  useEffect(() => {
    if (checking) void checkSession(checking).then(() => setChecking(null));
  }, [checking]);

  // No live session: a user, settings or a booking kept without one belong to someone who is gone, and a stored
  // session whose expiry passed ends with the notice, without a call.
  const signedIn = session !== null;
  useEffect(() => {
    if (signedIn) return;
    const stale = readStored('session_token');
    if (stale) endCustomerSession(stale);
    else forgetUser('customer');
  }, [signedIn]);

  // Signed-out the moment the stored expiry passes, without a reload and without a call (SPEC §4).
  const expiresAt = session?.user ? session.expires_at : undefined;
  useEffect(() => {
    if (!token || expiresAt === undefined) return;
    return atTime(expiresAt, () => endCustomerSession(token));
  }, [token, expiresAt]);

  const logout = useCallback(() => {
    const stored = readStored('session_token');
    if (stored) {
      // Sent before anything is forgotten, with the token read above; the visitor does not wait for the answer
      // (an offline logout must still log out here).
      void logoutCall(stored).then((outcome) => {
        if (outcome.kind !== 'ok')
          devLog.error('[session] the server was not told about the logout', describeFailure(outcome));
      });
    }
    signOut();
    navigate('/');
  }, [navigate]);

  return { user: session?.user ?? null, validating: token !== null && token === checking, logout };
}
