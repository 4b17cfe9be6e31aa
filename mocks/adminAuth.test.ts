/**
 * Issue 9 "Admin calls carry the admin token": the mock backend requires `Authorization: Bearer <admin token>`
 * on every admin call (the §7 Admin table but the login) and answers 401 with a JSON reason without it, with an
 * unknown token, or once the session has expired; the demo admin's seeded session is accepted.
 */
import { describe, expect, it, vi } from 'vitest';
import { endpointNames, endpoints, endpointUrl, type EndpointDef, type EndpointName } from '../src/api/endpoints';
import { DEMO_ADMIN_TOKEN } from '../fixtures/demoSessions';
import { DEMO_ADMIN_SESSION_TTL_MS } from './db';

const adminCalls = endpointNames.filter((name) => (endpoints[name] as EndpointDef).bearer === 'admin');

/** A well-formed request of each admin call, so only the token decides the answer. */
function request(name: EndpointName, token: string | null): [string, RequestInit] {
  const def: EndpointDef = endpoints[name];
  const url = new URL(endpointUrl(name), window.location.href);
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  if (def.body === 'query') url.searchParams.set('id', '1');
  if (def.body === 'json') {
    headers['Content-Type'] = 'application/json';
    return [url.toString(), { method: def.method, headers, body: JSON.stringify({ id: 999, subcategory_id: 999 }) }];
  }
  if (def.body === 'multipart') {
    const form = new FormData();
    form.set('name', 'Laundry');
    return [url.toString(), { method: def.method, headers, body: form }];
  }
  return [url.toString(), { method: def.method, headers }];
}

async function answer(name: EndpointName, token: string | null) {
  const response = await fetch(...request(name, token));
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('admin calls', () => {
  it('are the eight calls of the §7 Admin table other than the login', () => {
    expect(adminCalls.sort()).toEqual(
      [
        'addCategory',
        'deleteCategory',
        'viewCategory',
        'addSubcategory',
        'addSubcategoryAlt',
        'updateSubcategoryStatus',
        'deleteSubcategory',
        'addService',
      ].sort(),
    );
  });

  it.each(adminCalls)('%s: 401 without a token, with an unknown one, and after expiry', async (name) => {
    expect(await answer(name, null)).toEqual({
      status: 401,
      body: { status: 'error', message: 'Admin authentication required. Please log in.' },
    });
    const expired = { status: 'error', message: 'Your admin session has expired. Please log in again.' };
    expect(await answer(name, 'f'.repeat(64))).toEqual({ status: 401, body: expired });

    // The demo admin's seeded session is accepted (the answer is the call's own), until it expires.
    expect((await answer(name, DEMO_ADMIN_TOKEN)).status).toBe(200);
    vi.useFakeTimers({ now: Date.now() + DEMO_ADMIN_SESSION_TTL_MS + 1, toFake: ['Date'] });
    try {
      expect(await answer(name, DEMO_ADMIN_TOKEN)).toEqual({ status: 401, body: expired });
    } finally {
      vi.useRealTimers();
    }
  });

  it('accept the token of a fresh admin login; the login itself and the catalogue reads need none', async () => {
    const login = await fetch(new URL(endpointUrl('adminLogin'), window.location.href), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'Admin@123' }),
    });
    const { token } = (await login.json()) as { token: string };
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(await answer('viewCategory', token)).toMatchObject({ status: 200, body: { status: 'success' } });
    for (const name of ['listCategories', 'getCategoryNames', 'listCategoryOptions'] as const) {
      expect((await fetch(new URL(endpointUrl(name), window.location.href))).status).toBe(200);
    }
  });
});
