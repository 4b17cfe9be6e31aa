/**
 * The word a login page gives once after a sign-up, from the history entry's state: the login writes the entry
 * back without the flag, so a reload or a Back to it says nothing. Router state: no other tab sees it.
 */
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The sign-ups' data modules (and src/lib/submission.ts) import only this type: the hook stays off /register. */
export interface SignUpArrival {
  email: string;
  signedUp: true;
}

/** `focusId`: the field to type in next (the password: the e-mail is filled in); `text`: the welcome, in `box`. */
export function useSignUpArrival({ focusId, text }: { focusId: string; text: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);
  const [arrival] = useState(() => {
    const state = (location.state ?? {}) as Partial<SignUpArrival>;
    return { email: state.email ?? '', signedUp: state.signedUp === true };
  });
  const [welcome, setWelcome] = useState(() => (arrival.signedUp ? { variant: 'success' as const, text } : null));
  // Both on arrival only: the entry is rewritten a single time.
  const show = useEffectEvent(() => {
    if (!arrival.signedUp) return;
    // Centred: a fixed top bar (the vendor layout's) would cover it at the top edge.
    box.current?.scrollIntoView?.({ block: 'center' });
    document.getElementById(focusId)?.focus({ preventScroll: true });
  });
  const forget = useEffectEvent(() => {
    if (!arrival.signedUp) return;
    const { pathname, search, hash } = location;
    void navigate({ pathname, search, hash }, { replace: true, state: { email: arrival.email } });
  });
  useLayoutEffect(() => show(), []);
  useEffect(() => forget(), []);
  return { email: arrival.email, box, welcome, closeWelcome: () => setWelcome(null) };
}
