import { useSyncExternalStore } from 'react';
import { forgetTabOf, forgetUser, type Role } from './storage';

/**
 * One role's session over localStorage and the `storage` event, `keys[0]` saying who is signed in. The same object
 * comes back while the keys hold the same text and it has not expired, so a render and React's check on subscribing
 * agree. When `keys[0]` changes under this tab (another tab logged in or out), what this tab kept of the person (its
 * sessionStorage) goes with it.
 */
export function sessionStore<S>(role: Role, keys: readonly string[], read: () => S | null, onOtherTab?: () => void) {
  const [key] = keys;
  const listeners = new Set<() => void>();
  let text: string | undefined;
  let session: S | null = null;
  let expires = Infinity;
  let owner: string | null | undefined;

  const stored = (name: string) => {
    try {
      return window.localStorage.getItem(name);
    } catch {
      return null;
    }
  };
  function snapshot(): S | null {
    const now = keys.map(stored).join('\n');
    if (now === text && Date.now() < expires) return session;
    const who = stored(key);
    if (owner !== undefined && who !== owner) forgetTabOf(role);
    owner = who;
    session = read();
    // read() may drop an expired session: the text of what is left is what this snapshot stands for.
    text = keys.map(stored).join('\n');
    expires = (session as { expires_at?: number } | null)?.expires_at ?? Infinity;
    return session;
  }
  // For this tab's own logins and logouts: they have already dropped (or kept) what they must.
  function changed() {
    owner = stored(key);
    text = undefined;
    listeners.forEach((listener) => listener());
  }
  /** This tab's login (`write` stores it) or logout: a login as someone else inherits nothing of the last one. */
  function replace(write?: () => void) {
    forgetUser(role);
    write?.();
    changed();
  }
  const onStorage = ({ key: changedKey }: StorageEvent) => {
    if (changedKey === null || changedKey === key) forgetTabOf(role);
    if (changedKey !== null && !keys.includes(changedKey)) return;
    onOtherTab?.();
    listeners.forEach((listener) => listener());
  };
  function subscribe(listener: () => void) {
    if (!listeners.size) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (!listeners.size) window.removeEventListener('storage', onStorage);
    };
  }
  return {
    read: snapshot,
    changed,
    replace,
    subscribe,
    /** Nobody is signed in in a prerendered page's HTML, so hydration shows the same. */
    use: () => useSyncExternalStore(subscribe, snapshot, () => null),
  };
}

/** One call per token: while it runs (`untilSettled`), else until `clear()`. */
export function sharedByToken<T>(run: (token: string) => Promise<T>, untilSettled = false) {
  const pending = new Map<string, Promise<T>>();
  const shared = (token: string) => {
    let call = pending.get(token);
    if (!call) {
      call = untilSettled ? run(token).finally(() => pending.delete(token)) : run(token);
      pending.set(token, call);
    }
    return call;
  };
  return Object.assign(shared, { clear: () => pending.clear() });
}
