import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { onAdminSessionEnded } from './adminSession';
import { loginPathFor } from './next';

/**
 * For the admin layout: when any admin call is refused with HTTP 401 (src/api/admin.ts clears the session and
 * raises the event), go to the admin login with `next` = the page and query the admin was on.
 */
export function useAdminSessionEnd(loginPath: string): void {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);
  useEffect(
    () => onAdminSessionEnded(() => navigate(loginPathFor(loginPath, here.current), { replace: true })),
    [navigate, loginPath],
  );
}
