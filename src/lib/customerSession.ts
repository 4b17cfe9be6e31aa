/**
 * The customer session of SPEC §4, in one place for every screen: the cached user shows at once, then the
 * stored token is validated with the server (once per page load, however many components ask). A stored expiry
 * that has passed signs out without a call; a failed check (or HTTP 401/403) signs out and leaves a notice
 * (useSessionEndedNotice); a check that never got an answer keeps the cached user. Login and logout anywhere are
 * announced through the window events of lib/authEvents, and every user of this hook follows them.
 */
import { useCallback, useEffect, useState } from 'react';
import { useHydrated } from './useHydrated';
import { useNavigate } from 'react-router-dom';
import { logout as logoutCall, validateSession } from '../api/customer';
import { describeFailure, isHttpError } from '../api/outcome';
import type { CustomerUser } from '../api/types';
import { atTime } from './atTime';
import { announceLogin, announceLogout, onAuthChange } from './authEvents';
import { parseExpiry } from './expiry';
import { forgetUser, readStored, writeStored } from './storage';
import { devLog } from '../api/devLog';

export interface StoredLogin {
  user: CustomerUser;
  session_token: string;
  expires_at?: string;
}

/** Keeps a successful login (user, token, expiry) and tells every listener (SPEC §4 customer login). */
export function saveLogin({ user, session_token, expires_at }: StoredLogin): void {
  // A login as someone else inherits nothing of the previous customer (their recent booking, settings…).
  forgetUser('customer');
  writeStored('user', user);
  writeStored('session_token', session_token);
  if (expires_at) writeStored('session_expires', expires_at);
  announceLogin(user);
}

/** The window event that tells the notice (and anyone else) that the session ended on its own. */
export const SESSION_ENDED = 'customerSessionEnded';
let sessionEndedNotice = false;

/**
 * The session ended without a logout (expired, refused by the server): signs out everywhere and leaves a notice
 * for the customer. `token` limits it to that session: a login that happened meanwhile stored a new one, which
 * stays (also when the request that was refused carried no session at all: `null`).
 */
export function endCustomerSession(token: string | null = readStored('session_token')): void {
  if (readStored('session_token') !== token) return;
  forgetUser('customer');
  sessionEndedNotice = true;
  announceLogout();
  window.dispatchEvent(new Event(SESSION_ENDED));
}

/** Whether the "session ended" notice is waiting to be seen; `dismiss` hides it (a new login hides it too). */
export function useSessionEndedNotice(): { show: boolean; dismiss: () => void } {
  // A customer signed in again (here or in another tab) has nothing left to be told.
  const [show, setShow] = useState(() => sessionEndedNotice && !hasCustomerSession());
  useEffect(() => {
    const onEnded = () => setShow(true);
    const offAuth = onAuthChange((user) => {
      if (user) {
        sessionEndedNotice = false;
        setShow(false);
      }
    });
    window.addEventListener(SESSION_ENDED, onEnded);
    return () => {
      offAuth();
      window.removeEventListener(SESSION_ENDED, onEnded);
    };
  }, []);
  const dismiss = useCallback(() => {
    sessionEndedNotice = false;
    setShow(false);
  }, []);
  return { show, dismiss };
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

/** The cached user, only when a live session goes with it (a user without a token cannot be validated). */
export function cachedUser(): CustomerUser | null {
  return hasCustomerSession() ? readStored('user') : null;
}

type Check = { outcome: 'valid'; user: CustomerUser } | { outcome: 'invalid' } | { outcome: 'unreachable' };
const checks = new Map<string, Promise<Check>>();

async function runCheck(token: string): Promise<Check> {
  const outcome = await validateSession(token);
  if (outcome.kind === 'ok') {
    const { user } = outcome.answer;
    // A logout (or another login) while the check was under way wins: the answer is about a session that is gone.
    if (readStored('session_token') === token) writeStored('user', user);
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

/** The window event that carries the outcome of a check to every mounted user of the session. */
const SESSION_CHECKED = 'customerSessionChecked';
type CheckedEvent = CustomEvent<{ token: string; check: Check }>;

/** Validates a token with the server; components mounting together share one call. */
export function checkSession(token: string): Promise<Check> {
  let pending = checks.get(token);
  if (!pending) {
    pending = runCheck(token).finally(() => checks.delete(token));
    checks.set(token, pending);
    void pending.then((check) => window.dispatchEvent(new CustomEvent(SESSION_CHECKED, { detail: { token, check } })));
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
  const [user, setUser] = useState<CustomerUser | null>(cachedUser);
  // An expired session counts as signed out at once: nothing to check, no call.
  const [validating, setValidating] = useState(() => hasCustomerSession());

  useEffect(() => {
    const stop = onAuthChange(setUser);
    // A login or logout between the first render and this listener (another tab, on a busy machine) was heard by
    // no one: read the stored user now; the same user keeps its object, so nothing renders again.
    const stored = cachedUser();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- storage is the outside system; renders only if it changed
    setUser((shown) => (JSON.stringify(shown) === JSON.stringify(stored) ? shown : stored));
    return stop;
  }, []);

  useEffect(() => {
    const token = readStored('session_token');
    // No session left to check (gone or expired since the first render read one): nothing is being checked.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- storage is the outside system; true only if it changed
    if (!token || !hasCustomerSession()) setValidating(false);
    if (!token) {
      // A user, settings or a booking kept without a session belong to someone who is gone.
      forgetUser('customer');
      return;
    }
    if (!hasCustomerSession()) {
      endCustomerSession(token);
      return;
    }
    // The outcome comes as an event: once this component is gone it has stopped listening, so a late answer
    // reaches no one.
    const onChecked = (event: Event) => {
      const { detail } = event as CheckedEvent;
      if (detail.token !== token) return;
      setValidating(false);
      // Logged out or in again meanwhile: the events already told this component; the old answer is stale.
      if (readStored('session_token') !== token) return;
      if (detail.check.outcome === 'valid') setUser(detail.check.user);
      else if (detail.check.outcome === 'invalid') setUser(null);
    };
    window.addEventListener(SESSION_CHECKED, onChecked);
    void checkSession(token);
    return () => window.removeEventListener(SESSION_CHECKED, onChecked);
  }, []);

  // Signed-out the moment the stored expiry passes, without a reload and without a call (SPEC §4).
  useEffect(() => {
    const token = readStored('session_token');
    const expiry = storedExpiry();
    if (!user || !token || expiry === null) return;
    return atTime(expiry, () => endCustomerSession(token));
  }, [user]);

  const logout = useCallback(() => {
    const token = readStored('session_token');
    if (token) {
      // Sent before anything is forgotten, with the token read above; the visitor does not wait for the answer
      // (an offline logout must still log out here).
      void logoutCall(token).then((outcome) => {
        if (outcome.kind !== 'ok')
          devLog.error('[session] the server was not told about the logout', describeFailure(outcome));
      });
    }
    forgetUser('customer');
    announceLogout();
    navigate('/');
  }, [navigate]);

  // Nobody is signed in in a prerendered page's HTML, so its hydration shows the same; the stored user follows.
  const hydrated = useHydrated();
  return hydrated ? { user, validating, logout } : { user: null, validating: false, logout };
}
