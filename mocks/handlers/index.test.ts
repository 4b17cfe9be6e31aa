/**
 * How the mock backend routes a request (mocks/handlers/index.ts): one handler per method and URL of the endpoint
 * table, calls that share a URL told apart by their `action`, the body's content type checked against the call
 * (415 naming what it needs), the admin bearer on admin rows only, a failure scenario aimed at one of the
 * calls that share a URL, and a scenario's latency, waited out once per call.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ADMIN_TOKEN, DEMO_VENDOR_TOKEN } from '../../fixtures/demoSessions';
import { endpointNames, endpoints, endpointUrl, type EndpointName } from '../../src/api/endpoints';
import { multipart } from '../../src/test/mockCall';
import { setScenario } from '../scenarios';
import { buildHandlers } from './index';
import { uploadsHandler } from './uploads';

const url = (name: EndpointName) => new URL(endpointUrl(name), window.location.href).toString();

async function send(name: EndpointName, init: RequestInit) {
  const response = await fetch(url(name), { method: endpoints[name].method, ...init });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* an HTML page of a failure scenario: compared as text */
  }
  return { status: response.status, body };
}
const json = (body: unknown): RequestInit => ({
  headers: { 'Content-Type': 'application/json' },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});
const customerLogin = { action: 'login', email: 'customer@example.com', password: 'Customer@123', rememberMe: false };

// Taken before any test fakes the clock: lets the answer reach the test without moving the fake clock.
const realSetTimeout = globalThis.setTimeout;
const realPause = () => new Promise((resolve) => realSetTimeout(resolve, 50));

/** What a promise has come to so far: 'pending', or its value. */
function settlement(promise: Promise<unknown>): { value: unknown } {
  const outcome: { value: unknown } = { value: 'pending' };
  void promise.then((value) => (outcome.value = value));
  return outcome;
}

describe('the handlers', () => {
  it('are one per method and URL of the endpoint table, then the uploads folder', () => {
    const handlers = buildHandlers();
    const routes = new Set(endpointNames.map((name) => `${endpoints[name].method} ${url(name)}`));
    expect(handlers).toHaveLength(routes.size + 1);
    expect(handlers.at(-1)).toBe(uploadsHandler);
    const served = handlers
      .slice(0, -1)
      .map((h) => `${h.info.method} ${new URL(String(h.info.path), window.location.href).toString()}`);
    expect(new Set(served)).toEqual(routes);
    expect(served).toHaveLength(routes.size);
  });

  it('answer the DELETE call of the table on its URL', async () => {
    const answer = await send('deleteCategory', json({ id: 1 }));
    expect(answer.status).toBe(401); // reached the admin call (no token), not "no handler"
  });
});

describe('calls that share a URL', () => {
  it('are told apart by the action of a JSON body', async () => {
    expect(await send('login', json({ action: 'test' }))).toEqual({
      status: 200,
      body: { status: 'success', message: 'Server is reachable' },
    });
    expect((await send('login', json(customerLogin))).body).toMatchObject({ status: 'success', user: { id: 1 } });
  });

  it.each([
    ['an unknown action', { action: 'drop' }],
    ['no action', { email: 'customer@example.com' }],
    ['an action in another case', { action: 'LOGIN' }],
  ])('answer 400 "Invalid action" to %s', async (_, body) => {
    expect(await send('login', json(body))).toEqual({
      status: 400,
      body: { status: 'error', message: 'Invalid action' },
    });
  });

  it('read the action of a multipart body from its form fields', async () => {
    const form = multipart({ action: 'sendOtp', email: 'new.person@example.in' });
    expect(await send('sendOtp', { body: form })).toEqual({
      status: 415,
      body: { status: 'error', message: 'Content-Type must be application/json' },
    });
  });

  it('send a call without an action to the URL that has only that call, whatever action it names', async () => {
    const answer = await send(
      'adminLogin',
      json({ action: 'anything', email: 'admin@example.com', password: 'Admin@123' }),
    );
    expect(answer).toMatchObject({ status: 200, body: { status: 'success', message: 'Login successful' } });
  });
});

describe('the content type', () => {
  it("answers 415 naming every type the URL's calls read when the body is of none of them", async () => {
    const plain = { headers: { 'Content-Type': 'text/plain' }, body: 'action=sendOtp' };
    expect(await send('sendOtp', plain)).toEqual({
      status: 415,
      body: { status: 'error', message: 'Content-Type must be application/json or multipart/form-data' },
    });
    expect(await send('addCategory', plain)).toEqual({
      status: 415,
      body: { status: 'error', message: 'Content-Type must be multipart/form-data' },
    });
    expect(await send('adminLogin', plain)).toEqual({
      status: 415,
      body: { status: 'error', message: 'Content-Type must be application/json' },
    });
  });

  it('answers 415 when the body is of the type of another call of the URL', async () => {
    expect(await send('registerUser', json({ action: 'registerUser', name: 'A' }))).toEqual({
      status: 415,
      body: { status: 'error', message: 'Content-Type must be multipart/form-data' },
    });
  });

  it('answers 415 to a JSON body sent to a multipart call, before looking at the token', async () => {
    expect(await send('addCategory', json({ name: 'Laundry', slug: 'laundry' }))).toEqual({
      status: 415,
      body: { status: 'error', message: 'Content-Type must be multipart/form-data' },
    });
  });

  it('reads no body of a GET call, whatever content type it names', async () => {
    for (const type of ['text/plain', 'application/json', 'multipart/form-data']) {
      const answer = await send('listCategories', { headers: { 'Content-Type': type } });
      expect(answer).toMatchObject({ status: 200, body: { status: 'success' } });
    }
  });
});

describe('the bearer', () => {
  it('is required by the admin rows only: other calls with a bearer answer for themselves', async () => {
    const vendorData = await send('vendorData', { headers: { Authorization: `Bearer ${DEMO_VENDOR_TOKEN}` } });
    expect(vendorData).toMatchObject({ status: 200, body: { status: 'success', data: { vendor: { id: 1 } } } });
    const withoutToken = await send('vendorData', {});
    expect(withoutToken).toEqual({
      status: 200,
      body: { status: 'error', message: 'Unauthorized: please log in again' },
    });
  });

  it('is read from the "Bearer " scheme only: another scheme counts as no token', async () => {
    const viewCategory = new URL('/admin/viewcategory.php?id=1', window.location.href);
    for (const authorization of [`Basic ${DEMO_ADMIN_TOKEN}`, `bearer ${DEMO_ADMIN_TOKEN}`]) {
      const response = await fetch(viewCategory, { headers: { Authorization: authorization } });
      expect({ status: response.status, body: await response.json() }).toEqual({
        status: 401,
        body: { status: 'error', message: 'Admin authentication required. Please log in.' },
      });
    }
  });

  it('is read after "Bearer " exactly', async () => {
    const spaced = await send('vendorData', { headers: { Authorization: `Bearer  ${DEMO_VENDOR_TOKEN}` } });
    expect(spaced.body).toMatchObject({ status: 'error' });
  });
});

describe('a failure scenario aimed at one call of a shared URL', () => {
  it('breaks that call and leaves the others of the URL alone', async () => {
    setScenario({ name: 'server-error', endpoint: 'testConnection' });
    expect((await send('testConnection', json({ action: 'test' }))).status).toBe(500);
    expect(await send('login', json(customerLogin))).toMatchObject({ status: 200, body: { status: 'success' } });

    setScenario({ name: 'server-error', endpoint: 'login' });
    expect((await send('login', json(customerLogin))).status).toBe(500);
    expect((await send('testConnection', json({ action: 'test' }))).status).toBe(200);
  });

  it('still applies to a body that cannot be read, which names no call', async () => {
    setScenario({ name: 'server-error', endpoint: 'testConnection' });
    const answer = await send('login', json('{"action": "te'));
    expect(answer.status).toBe(500);
    expect(answer.body).toEqual(expect.stringContaining('Internal Server Error'));
  });

  it("does not touch the refusal of an unreadable body on another call's URL", async () => {
    setScenario({ name: 'server-error', endpoint: 'listCategories' });
    expect(await send('login', json('{"action": "te'))).toEqual({
      status: 400,
      body: { status: 'error', message: 'Invalid JSON body' },
    });
  });

  it('applies to a call alone on its URL before its body is read', async () => {
    setScenario({ name: 'bad-json', endpoint: 'adminLogin' });
    const answer = await send('adminLogin', json('{"email": '));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(expect.stringContaining('<b>Warning</b>'));
  });

  it('applies to a call alone on its URL before its content type is checked', async () => {
    setScenario({ name: 'server-error', endpoint: 'adminLogin' });
    const answer = await send('adminLogin', { headers: { 'Content-Type': 'text/plain' }, body: 'email=a@b.in' });
    expect(answer.status).toBe(500);
  });
});

describe("the scenario's latency", () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    ['a call alone on its URL', 'adminLogin', { email: 'admin@example.com', password: 'Admin@123' }],
    ['a call told apart by its action', 'testConnection', { action: 'test' }],
  ] as const)('is waited out once for %s, not again once the call is known', async (_, name, body) => {
    vi.useFakeTimers();
    setScenario({ latencyMs: 1000 });
    const outcome = settlement(send(name, json(body)));
    await vi.advanceTimersByTimeAsync(999);
    await realPause();
    expect(outcome.value).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(outcome.value).toMatchObject({ status: 200, body: { status: 'success' } }));
  });
});
