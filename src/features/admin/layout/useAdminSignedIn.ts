import { useEffect, useState } from 'react';
import { ADMIN_SESSION_KEY, readAdminSession } from '../../../lib/adminSession';

/** The signed-in admin, following logins and logouts in other tabs. */
export function useAdminSignedIn(): boolean {
  const [signedIn, setSignedIn] = useState(() => readAdminSession() !== null);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === ADMIN_SESSION_KEY) setSignedIn(readAdminSession() !== null);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return signedIn;
}
