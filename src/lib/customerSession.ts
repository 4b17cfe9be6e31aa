/** A check that gets no answer keeps the cached user; a refused one signs out and leaves a notice. */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout as logoutCall, validateSession } from '../api/customer';
import { describeFailure, isHttpError } from '../api/outcome';
import type { CustomerUser } from '../api/types';
import { atTime } from './atTime';
import { announceLogin, announceLogout } from './authEvents';
import { parseExpiry } from './expiry';
import { sessionStore, sharedByToken } from './sessionStore';
import { forgetUser, readStored, STORAGE_KEYS, writeStored } from './storage';
import { useHydrated } from './useHydrated';
import { devLog } from '../api/devLog';

/** A stored token whose expiry (if one was stored) has not passed. */
function storedSession(now = Date.now()) {
  const token = readStored('session_token');
  const raw = readStored('session_expires');
  // Epoch ms; null when no expiry was stored (the server decides) or it cannot be read.
  const expiry = raw ? parseExpiry(raw) : null;
  if (!token || (expiry !== null && expiry <= now)) return null;
  return { token, user: readStored('user'), expires_at: expiry ?? undefined };
}

export const hasCustomerSession = (now = Date.now()): boolean => storedSession(now) !== null;

const customerStore = sessionStore(
  'customer',
  [STORAGE_KEYS.sessionToken, STORAGE_KEYS.user, STORAGE_KEYS.sessionExpires],
  storedSession,
  // A login or logout in another tab is announced here too.
  () => {
    const user = customerStore.read()?.user;
    if (user) announceLogin(user);
    else announceLogout();
  },
);

export function saveLogin(login: { user: CustomerUser; session_token: string; expires_at?: string }): void {
  sessionEnded = false;
  customerStore.replace(() => {
    writeStored('user', login.user);
    writeStored('session_token', login.session_token);
    if (login.expires_at) writeStored('session_expires', login.expires_at);
  });
  announceLogin(login.user);
}

function signOut(): void {
  customerStore.replace();
  announceLogout();
}

export const SESSION_ENDED = 'customerSessionEnded';
let sessionEnded = false;

/**
 * The session ended without a logout (expired, refused by the server): signs out everywhere and leaves a notice.
 * Only the session of `token`: a login that happened meanwhile stored another, which stays.
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

export function useSessionEndedNotice(): { show: boolean; dismiss: () => void } {
  const show = useSyncExternalStore(customerStore.subscribe, noticeShown, () => false);
  const dismiss = useCallback(() => {
    sessionEnded = false;
    customerStore.changed();
  }, []);
  return { show, dismiss };
}

/** Validates a token with the server; components mounting together share one call. */
export const checkSession = sharedByToken(async (token) => {
  const outcome = await validateSession(token);
  if (outcome.kind === 'ok') {
    const { user } = outcome.answer;
    // A logout (or another login) while the check was under way wins: the answer is about a session that is gone.
    if (readStored('session_token') === token) {
      writeStored('user', user);
      customerStore.changed();
    }
    return { outcome: 'valid', user } as const;
  }
  if (outcome.kind === 'failed') {
    devLog.error('[session] could not validate the session; keeping the cached user', describeFailure(outcome));
    return { outcome: 'unreachable' } as const;
  }
  if (outcome.kind === 'sessionEnded' && isHttpError(outcome))
    devLog.warn('[session] the server refused the stored session:', outcome.httpStatus);
  else devLog.warn('[session] the stored session is no longer valid:', describeFailure(outcome));
  endCustomerSession(token);
  return { outcome: 'invalid' } as const;
}, true);

export function useCustomerSession(): { user: CustomerUser | null; validating: boolean; logout: () => void } {
  const navigate = useNavigate();
  const session = customerStore.use();
  const token = session?.token ?? null;
  // The session the screen opened with is checked once; a login since has just been answered by the server.
  // `checking` only ever goes from the opening token to null, so no later answer can be overtaken by this one.
  const [checking, setChecking] = useState(() => customerStore.read()?.token ?? null);
  useEffect(() => {
    if (checking) void checkSession(checking).then(() => setChecking(null));
  }, [checking]);

  // No live session: what is kept without one belongs to someone who is gone, and a stored session whose expiry
  // passed ends with the notice, without a call. Not while a prerendered page hydrates: its HTML shows nobody
  // signed in, so the store reads as empty until hydration is over, whoever is stored.
  const signedIn = session !== null;
  const hydrated = useHydrated();
  useEffect(() => {
    if (signedIn || !hydrated) return;
    const stale = readStored('session_token');
    if (stale) endCustomerSession(stale);
    else forgetUser('customer');
  }, [signedIn, hydrated]);

  const expiresAt = session?.user ? session.expires_at : undefined;
  useEffect(() => {
    if (!token || expiresAt === undefined) return;
    return atTime(expiresAt, () => endCustomerSession(token));
  }, [token, expiresAt]);

  const logout = useCallback(() => {
    const stored = readStored('session_token');
    // Sent before anything is forgotten; nobody waits for the answer (an offline logout must still log out here).
    if (stored)
      void logoutCall(stored).then((outcome) => {
        if (outcome.kind !== 'ok')
          devLog.error('[session] the server was not told about the logout', describeFailure(outcome));
      });
    signOut();
    navigate('/');
  }, [navigate]);

  return { user: session?.user ?? null, validating: token !== null && token === checking, logout };
}
