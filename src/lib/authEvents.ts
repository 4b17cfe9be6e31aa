import type { CustomerUser } from '../api/types';

/** The window events of SPEC §4 that announce a customer login or logout to every listener. */
export const AUTH_STATE_CHANGE = 'authStateChange';
export const USER_LOGOUT = 'userLogout';

export function announceLogin(user: CustomerUser): void {
  window.dispatchEvent(new CustomEvent<CustomerUser>(AUTH_STATE_CHANGE, { detail: user }));
}

export function announceLogout(): void {
  window.dispatchEvent(new Event(USER_LOGOUT));
}

/** Subscribes to both events; returns the unsubscribe function (fits straight into useEffect). */
export function onAuthChange(listener: (user: CustomerUser | null) => void): () => void {
  const onLogin = (event: Event) => listener((event as CustomEvent<CustomerUser>).detail ?? null);
  const onLogout = () => listener(null);
  window.addEventListener(AUTH_STATE_CHANGE, onLogin);
  window.addEventListener(USER_LOGOUT, onLogout);
  return () => {
    window.removeEventListener(AUTH_STATE_CHANGE, onLogin);
    window.removeEventListener(USER_LOGOUT, onLogout);
  };
}
