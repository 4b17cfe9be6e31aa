/**
 * Signed-in states for tests and stories, on the mock backend's seeded sessions (fixtures/demoSessions.ts). Test
 * and story code only: the production build never imports src/test/, so no demo token ships.
 */
import { DEMO_ADMIN_TOKEN, DEMO_PENDING_VENDOR_TOKEN, DEMO_VENDOR_TOKEN } from '../../fixtures/demoSessions';
import { DEMO_ACCOUNTS } from '../../fixtures/seed';
import { ADMIN_SESSION_TTL_MS, type AdminSession } from '../lib/adminSession';
import { STORAGE_KEYS } from '../lib/storage';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A JSON value for `parameters.storage` in stories and for tests: a signed-in demo administrator. */
export const demoAdminSessionValue = (now = Date.now()): string =>
  JSON.stringify({
    token: DEMO_ADMIN_TOKEN,
    admin: { id: 1, name: 'Administrator', email: DEMO_ACCOUNTS.admin.email, role: 'Super Admin' },
    expires_at: now + ADMIN_SESSION_TTL_MS,
  } satisfies AdminSession);

/**
 * `parameters.storage` of a story with a signed-in vendor (pending or verified) on a session the mock backend
 * seeds: the portal's refresh signs out a vendor whose token the server refuses.
 */
export const vendorStorage = (status: 'verified' | 'pending' = 'verified') => ({
  [STORAGE_KEYS.vendorToken]: status === 'pending' ? DEMO_PENDING_VENDOR_TOKEN : DEMO_VENDOR_TOKEN,
  [STORAGE_KEYS.vendorData]: JSON.stringify({ id: 1, name: 'Rajesh Kumar', profileImage: null, status }),
  [STORAGE_KEYS.vendorRememberMe]: 'false',
  [STORAGE_KEYS.vendorSessionExpires]: String(Date.now() + DAY_MS),
});
