// The admin session module loads with the admin guard (middleware on /admin), not with every first download.
import { redirect, type LoaderFunction, type MiddlewareFunction } from 'react-router-dom';
import { hasCustomerSession } from './customerSession';
import { loginPathFor } from './next';
import { readStored } from './storage';
import { hasVendorSession } from './vendorSessionStore';

export const ADMIN_LOGIN = '/admin/login';
export const ADMIN_HOME = '/admin/Dashboard';
export const CUSTOMER_LOGIN = '/login';
export const CUSTOMER_HOME = '/dashboard';
export const VENDOR_LOGIN = '/loginvendor';
export const VENDOR_HOME = '/vendor/dashboard';

const sentFrom = (request: Request) => new URL(request.url);

export function requireVendor(request: Request): string {
  const token = hasVendorSession() ? readStored('vendorToken') : null;
  if (!token) throw redirect(loginPathFor(VENDOR_LOGIN, sentFrom(request)));
  return token;
}

const readAdminSession = async () => (await import('./adminSession')).readAdminSession();

export const adminGuard: MiddlewareFunction = async ({ request }) => {
  if (!(await readAdminSession())) throw redirect(loginPathFor(ADMIN_LOGIN, sentFrom(request)));
};

export const customerGuard: LoaderFunction = ({ request }) => {
  if (!hasCustomerSession()) throw redirect(loginPathFor(CUSTOMER_LOGIN, sentFrom(request)));
  return null;
};

export const vendorGuard: LoaderFunction = ({ request }) => {
  requireVendor(request);
  return null;
};

/** On a login page: someone already signed in goes where the login would have sent them. */
export const signedInAdminSkipsLogin: LoaderFunction = async () =>
  (await readAdminSession()) ? redirect(ADMIN_HOME) : null;
export const signedInVendorSkipsLogin: LoaderFunction = () => (hasVendorSession() ? redirect(VENDOR_HOME) : null);
