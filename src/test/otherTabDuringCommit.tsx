import { useLayoutEffect } from 'react';

/**
 * Another tab removes `keys` from localStorage inside the commit of the first render: after every component has
 * read storage, before any passive effect (where listeners subscribe) has run. What a busy machine can do.
 */
export function OtherTabRemovesDuringCommit({ keys }: { keys: string[] }) {
  useLayoutEffect(() => {
    for (const key of keys) {
      window.localStorage.removeItem(key);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: null, storageArea: window.localStorage }));
    }
  }, [keys]);
  return null;
}
