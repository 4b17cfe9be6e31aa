import { useSyncExternalStore } from 'react';
import { forgetTabOf, type Role } from './storage';

/**
 * One role's session over localStorage and the `storage` event. The same object comes back while the keys hold the
 * same text and it has not expired, so a render and React's check on subscribing agree. When `key` changes under
 * this tab (another tab logged in or out), what this tab kept of the person (its sessionStorage) goes with it.
 */
export function sessionStore<S>(
  role: Role,
  key: string,
  keys: readonly string[],
  read: () => S | null,
  onOtherTab?: () => void,
) {
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
