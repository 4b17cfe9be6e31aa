import { useEffect, useEffectEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { endAdminSession, onAdminSessionEnded, readAdminSession } from './adminSession';
import { atTime } from './atTime';
import { loginPathFor } from './next';

/** To the admin login with `next` when an admin call is refused, or the stored session's expiry passes. */
export function useAdminSessionEnd(loginPath: string): void {
  const navigate = useNavigate();
  const location = useLocation();
  const toLogin = useEffectEvent(() => navigate(loginPathFor(loginPath, location), { replace: true }));
  useEffect(() => onAdminSessionEnded(() => void toLogin()), []);
  useEffect(() => {
    let stop: (() => void) | undefined;
    // At the expiry, look again: a login in another tab may have stored a newer session meanwhile.
    const watch = () => {
      const session = readAdminSession();
      if (session) stop = atTime(session.expires_at, watch);
      else endAdminSession();
    };
    if (readAdminSession()) watch();
    return () => stop?.();
  }, []);
}
