/**
 * The word a login page gives once after a sign-up. The sign-up opens the login with a `SignUpArrival` as the
 * history entry's state; the login reads it once and writes the entry back without the flag, so a reload, a
 * Back to that entry or a later visit says nothing (a reload still finds the e-mail filled in). Router state, not
 * storage: nothing outlives the entry, and no other tab sees it.
 */
import { type RefObject, useEffect, useEffectEvent, useLayoutEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * The history state a sign-up hands the login page it opens (the sign-ups' data modules write it out, importing
 * only this type: the hook stays off /register).
 */
export interface SignUpArrival {
  /** The address the account was created with, filled in on the login. */
  email: string;
  signedUp: true;
}

interface ArrivalView {
  /** Holds the page's notice: brought into view (the page before may have been scrolled far down). */
  notice: RefObject<HTMLElement | null>;
  /** The field to type in next (the password: the e-mail is filled in). */
  focusId: string;
}

/**
 * What the entry arrived with: the e-mail to fill in ('' when none) and whether to say the account was created.
 * After a sign-up the notice is brought into view and focus goes to `focusId`, in the first commit.
 */
export function useSignUpArrival({ notice, focusId }: ArrivalView): { email: string; signedUp: boolean } {
  const location = useLocation();
  const navigate = useNavigate();
  const [arrival] = useState(() => {
    const state = (location.state ?? {}) as Partial<SignUpArrival>;
    return { email: state.email ?? '', signedUp: state.signedUp === true };
  });
  // Both on arrival only: the entry is rewritten a single time.
  const show = useEffectEvent(() => {
    if (!arrival.signedUp) return;
    // Centred: a fixed top bar (the vendor layout's) would cover it at the top edge.
    notice.current?.scrollIntoView?.({ block: 'center' });
    document.getElementById(focusId)?.focus({ preventScroll: true });
  });
  const forget = useEffectEvent(() => {
    if (!arrival.signedUp) return;
    const { pathname, search, hash } = location;
    void navigate({ pathname, search, hash }, { replace: true, state: { email: arrival.email } });
  });
  useLayoutEffect(() => show(), []);
  useEffect(() => forget(), []);
  return arrival;
}
