/** The plumbing the mock's stores share: change listeners, and web storage that may fail. */

export function listeners() {
  const all = new Set<() => void>();
  return {
    on(listener: () => void) {
      all.add(listener);
      return () => void all.delete(listener);
    },
    emit: () => all.forEach((listener) => listener()),
  };
}

/** Web storage that fails quietly (private mode, a full quota: the value lasts this page view); `set` says if kept. */
export function webStorage(kind: 'localStorage' | 'sessionStorage') {
  return {
    get(key: string): string | null {
      try {
        return window[kind].getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string): boolean {
      try {
        window[kind].setItem(key, value);
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** A stored JSON value; `fallback` when absent or unreadable. */
export function readJson<T>(text: string | null, fallback: T): T {
  try {
    return text === null ? fallback : (JSON.parse(text) as T);
  } catch {
    return fallback;
  }
}
