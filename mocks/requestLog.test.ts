import { afterEach, describe, expect, it, vi } from 'vitest';
import { listCategories } from '../src/api/catalogue';
import { login } from '../src/api/customer';
import { endpointUrl } from '../src/api/endpoints';
import { DEMO_ACCOUNTS } from '../fixtures/seed';
import {
  addLoggedCall,
  clearRequestLog,
  filterRequestLog,
  getRequestLog,
  LOG_LIMIT,
  MASK,
  maskSecrets,
  startRequestLog,
  stopRequestLog,
  type LoggedCall,
} from './requestLog';
import { setScenario } from './scenarios';

const SESSION_KEY = 'hsm-mock-request-log';
const { email, password } = DEMO_ACCOUNTS.customer;

const entry = (n: number, endpoint: LoggedCall['endpoint'] = 'listCategories'): LoggedCall => ({
  id: `call-${n}`,
  time: 1_700_000_000_000 + n,
  method: 'GET',
  path: `/api/admin/listcategories.php?page=${n}`,
  action: null,
  endpoint,
  status: 200,
  scenario: 'normal',
  durationMs: 12,
  requestBody: '',
  responseBody: '{}',
});

afterEach(() => stopRequestLog());

describe('request log', () => {
  it('records a call the app makes: method, path, action, endpoint, status, scenario, duration, bodies', async () => {
    startRequestLog();
    expect(await login({ email, password, rememberMe: false })).toMatchObject({ kind: 'ok' });

    const [call] = getRequestLog();
    expect(call).toMatchObject({
      method: 'POST',
      path: new URL(endpointUrl('login'), window.location.href).pathname,
      action: 'login',
      endpoint: 'login',
      status: 200,
      scenario: 'normal',
    });
    expect(call.durationMs).toEqual(expect.any(Number));
    expect(call.time).toBeLessThanOrEqual(Date.now());
    expect(JSON.parse(call.requestBody)).toEqual({ action: 'login', email, password: MASK, rememberMe: false });
    expect(call.requestBody).not.toContain(password);
    // The session token the server hands out is masked too.
    expect(call.responseBody).toContain('"status": "success"');
    expect(call.responseBody).toMatch(/"session_token": "••••••"/);
  });

  it('keeps nothing while it is not started (tests, production never start it)', async () => {
    await login({ email, password, rememberMe: false });
    expect(getRequestLog()).toEqual([]);
  });

  it('names the scenario that applied and the answer it gave', async () => {
    startRequestLog();
    setScenario({ name: 'server-error', endpoint: 'login' });
    await login({ email, password, rememberMe: false }).catch(() => undefined);
    await listCategories();
    const [categories, failedLogin] = getRequestLog();
    expect(failedLogin).toMatchObject({ endpoint: 'login', status: 500, scenario: 'server-error (login only)' });
    expect(failedLogin.responseBody).toContain('500 Internal Server Error');
    // The scenario aimed at login: the list call answered normally.
    expect(categories).toMatchObject({ endpoint: 'listCategories', status: 200, scenario: 'normal' });

    setScenario({ name: 'offline', endpoint: null });
    await listCategories().catch(() => undefined);
    expect(getRequestLog()[0]).toMatchObject({
      endpoint: 'listCategories',
      status: 'network error',
      scenario: 'offline',
    });
  });

  it('shows a call that gets no answer as pending, with what it sent', async () => {
    startRequestLog();
    setScenario({ name: 'timeout', endpoint: 'login' });
    const controller = new AbortController();
    const sent = fetch(new URL(endpointUrl('login'), window.location.href), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'login', email, password, rememberMe: false }),
      signal: controller.signal,
    }).catch(() => undefined);
    await vi.waitFor(() =>
      expect(getRequestLog()[0]).toMatchObject({ action: 'login', endpoint: 'login', status: null, durationMs: null }),
    );
    expect(getRequestLog()[0].requestBody).toContain(`"password": "${MASK}"`);
    controller.abort();
    await sent;
  });

  it('masks the Authorization header and secrets in the query', async () => {
    startRequestLog();
    const url = new URL(endpointUrl('listCategories'), window.location.href);
    url.searchParams.set('page', '2');
    url.searchParams.set('token', 'query-secret-123');
    await fetch(url, { headers: { Authorization: 'Bearer admin-secret-456' } });
    const [call] = getRequestLog();
    expect(call.requestBody).toBe(`Authorization: Bearer ${MASK}`);
    expect(call.path).toBe(`${url.pathname}?page=2&token=${encodeURIComponent(MASK)}`);
    expect(JSON.stringify(call)).not.toMatch(/query-secret-123|admin-secret-456/);
  });

  it('masks an Authorization header without a scheme whole: its one word is the secret', async () => {
    startRequestLog();
    await fetch(endpointUrl('listCategories'), { headers: { Authorization: 'bare-secret-789' } });
    const [call] = getRequestLog();
    expect(call.requestBody).toBe(`Authorization: ${MASK}`);
    expect(JSON.stringify(call)).not.toMatch(/bare-secret-789/);
  });

  it('shows a multipart body field by field: secrets masked, files by name and size, the action from the form', async () => {
    startRequestLog();
    const form = new FormData();
    form.append('action', 'registerUser');
    form.append('email', email);
    form.append('password', password);
    form.append('profile_image', new File(['12345'], 'me.png', { type: 'image/png' }));
    await fetch(new URL(endpointUrl('registerUser'), window.location.href), { method: 'POST', body: form });
    const [call] = getRequestLog();
    expect(call).toMatchObject({ action: 'registerUser', endpoint: 'registerUser', status: 200 });
    expect(call.requestBody).toBe(
      ['action: registerUser', `email: ${email}`, `password: ${MASK}`, 'profile_image: [file me.png, 5 bytes]'].join(
        '\n',
      ),
    );
  });

  it('names the endpoint as the handlers do: by the action on a shared URL (none for an unknown one), else by the URL', async () => {
    startRequestLog();
    const post = (name: 'login' | 'adminLogin', body: object) =>
      fetch(new URL(endpointUrl(name), window.location.href), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    await post('login', { action: 'nope' });
    expect(getRequestLog()[0]).toMatchObject({ action: 'nope', endpoint: null, status: 400 });
    await post('adminLogin', { action: 'login', email, password });
    expect(getRequestLog()[0]).toMatchObject({ action: 'login', endpoint: 'adminLogin' });
  });

  it('shows a body that is not JSON as it came, cut when long', async () => {
    startRequestLog();
    const body = 'x'.repeat(5000);
    await fetch(new URL(endpointUrl('adminLogin'), window.location.href), {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body,
    });
    const [call] = getRequestLog();
    expect(call).toMatchObject({ action: null, endpoint: 'adminLogin', status: 415 });
    expect(call.requestBody).toBe(`${body.slice(0, 4000)}\n… (cut)`);
  });

  it('masks password, token, session_token and Authorization at any depth', () => {
    expect(
      maskSecrets({
        email,
        password,
        new_password: 'x',
        data: { token: 't', session_token: 's', user: { name: 'Meera' } },
        items: [{ Authorization: 'Bearer a' }],
      }),
    ).toEqual({
      email,
      password: MASK,
      new_password: MASK,
      data: { token: MASK, session_token: MASK, user: { name: 'Meera' } },
      items: [{ Authorization: MASK }],
    });
  });

  it('keeps the last 100 calls, newest first', () => {
    startRequestLog();
    for (let n = 1; n <= LOG_LIMIT + 5; n += 1) addLoggedCall(entry(n));
    const log = getRequestLog();
    expect(log).toHaveLength(100);
    expect(log[0].id).toBe('call-105');
    expect(log.at(-1)!.id).toBe('call-6');
  });

  it('filters by endpoint name and clears', () => {
    startRequestLog();
    addLoggedCall(entry(1, 'listCategories'));
    addLoggedCall(entry(2, 'login'));
    addLoggedCall(entry(3, 'listCategories'));
    expect(filterRequestLog(getRequestLog(), 'listCategories').map((call) => call.id)).toEqual(['call-3', 'call-1']);
    expect(filterRequestLog(getRequestLog(), 'login').map((call) => call.id)).toEqual(['call-2']);
    expect(filterRequestLog(getRequestLog(), '')).toHaveLength(3);
    clearRequestLog();
    expect(getRequestLog()).toEqual([]);
  });

  it('lasts across reloads of the tab (sessionStorage), and a new tab starts empty', () => {
    startRequestLog({ inTab: true });
    addLoggedCall(entry(1));
    addLoggedCall(entry(2, 'login'));
    expect(JSON.parse(window.sessionStorage.getItem(SESSION_KEY)!)).toHaveLength(2);
    expect(Object.keys(window.localStorage)).not.toContain(SESSION_KEY);

    // A reload: the module starts again from the tab's storage.
    stopRequestLog();
    startRequestLog({ inTab: true });
    expect(getRequestLog().map((call) => call.id)).toEqual(['call-2', 'call-1']);

    clearRequestLog();
    expect(JSON.parse(window.sessionStorage.getItem(SESSION_KEY)!)).toEqual([]);

    // Another tab has its own (empty) sessionStorage.
    addLoggedCall(entry(3));
    stopRequestLog();
    window.sessionStorage.clear();
    startRequestLog({ inTab: true });
    expect(getRequestLog()).toEqual([]);
  });
});
