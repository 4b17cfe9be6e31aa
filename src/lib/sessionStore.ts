import { useSyncExternalStore } from 'react';
import { forgetTabOf, type Role } from './storage';

/**
 * One role's session as screens see it, over localStorage and the `storage` event, read with React's
 * useSyncExternalStore. `read` turns what is stored into the session (null: signed out); the same object comes back
 * while the keys hold the same text and the session has not expired, so a render and the check React makes when it
 * subscribes agree unless storage changed in between (another tab, on a busy machine), which React then shows.
 * When the session's `key` changes under this tab (another tab logged in or out, or cleared storage), what this tab
 * kept of the person (its sessionStorage) goes with it. `onOtherTab` hears of every change another tab made.
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
  /** For this tab's own logins and logouts: they have already dropped (or kept) what they must. */
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
