/**
 * Issue 9 "Admin calls carry the admin token": the admin API sends the stored admin token as a bearer (unless the
 * build says VITE_ADMIN_BEARER=off), and a 401 clears the admin session and raises the event the admin layout
 * follows back to the login.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../mocks/db';
import { ADMIN_SESSION_ENDED, ADMIN_SESSION_KEY, readAdminSession } from '../lib/adminSession';
import { DEMO_ADMIN_TOKEN } from '../../fixtures/demoSessions';
import { demoAdminSessionValue } from '../test/demoSessions';
import { recordWire } from '../test/wire';

const signIn = () => window.localStorage.setItem(ADMIN_SESSION_KEY, demoAdminSessionValue());
/** The admin client of a fresh module graph, with the admin session that gives it its token. */
async function loadAdmin() {
  await import('../lib/adminSession');
  return import('./admin');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('admin calls', () => {
  it('send the stored admin token as Authorization: Bearer', async () => {
    const admin = await loadAdmin();
    signIn();
    const wire = recordWire();
    expect(await admin.viewCategory(1)).toMatchObject({ kind: 'ok', answer: { status: 'success' } });
    wire.stop();
    expect(wire.last().headers.get('Authorization')).toBe(`Bearer ${DEMO_ADMIN_TOKEN}`);
  });

  it('send no Authorization header in a build made with VITE_ADMIN_BEARER=off', async () => {
    vi.stubEnv('VITE_ADMIN_BEARER', 'off');
    vi.resetModules();
    const admin = await loadAdmin();
    signIn();
    const wire = recordWire();
    await admin.viewCategory(1).catch(() => undefined); // the mock insists on the token: a 401
    wire.stop();
    expect(wire.last().headers.has('Authorization')).toBe(false);
  });

  it('end the admin session on a 401 and announce it; other failures leave it alone', async () => {
    const admin = await loadAdmin();
    signIn();
    const ended = vi.fn();
    window.addEventListener(ADMIN_SESSION_ENDED, ended);
    try {
      db().sessions = []; // the server forgot the session (expired, revoked)
      expect(await admin.deleteCategory(1)).toMatchObject({ kind: 'sessionEnded', httpStatus: 401 });
      expect(readAdminSession()).toBeNull();
      expect(ended).toHaveBeenCalledTimes(1);

      signIn();
      expect(await admin.viewCategory(1)).toMatchObject({ kind: 'sessionEnded', httpStatus: 401 });
      expect(ended).toHaveBeenCalledTimes(2);
    } finally {
      window.removeEventListener(ADMIN_SESSION_ENDED, ended);
    }
  });
});
