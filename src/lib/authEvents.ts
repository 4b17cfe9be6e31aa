import type { CustomerUser } from '../api/types';

export const AUTH_STATE_CHANGE = 'authStateChange';
export const USER_LOGOUT = 'userLogout';

export function announceLogin(user: CustomerUser): void {
  window.dispatchEvent(new CustomEvent<CustomerUser>(AUTH_STATE_CHANGE, { detail: user }));
}

export function announceLogout(): void {
  window.dispatchEvent(new Event(USER_LOGOUT));
}
