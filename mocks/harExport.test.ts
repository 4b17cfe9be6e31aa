import { afterEach, describe, expect, it } from 'vitest';
import { listCategories, listServices } from '../src/api/catalogue';
import { login } from '../src/api/customer';
import { endpointUrl } from '../src/api/endpoints';
import { DEMO_ADMIN_TOKEN } from '../fixtures/demoSessions';
import { DEMO_ACCOUNTS } from '../fixtures/seed';
import { callMock, sendForm } from '../src/test/mockCall';
import { harFileName, toHar } from './harExport';
import {
  addLoggedCall,
  BODY_LIMIT,
  clearRequestLog,
  getFullBodies,
  getRequestLog,
  LOG_LIMIT,
  MASK,
  startRequestLog,
  stopRequestLog,
} from './requestLog';
import { setScenario } from './scenarios';

const { email, password } = DEMO_ACCOUNTS.customer;
const origin = window.location.origin;

afterEach(() => stopRequestLog());

describe('the request log as HAR 1.2', () => {
  it('writes every call, oldest first, with the fields HAR 1.2 requires', async () => {
    startRequestLog();
    await login({ email, password, rememberMe: false });
    await listCategories({ page: 2, limit: 5 });

    const har = toHar(getRequestLog(), origin);
    expect(har.log.version).toBe('1.2');
    expect(har.log.creator).toEqual({ name: expect.any(String), version: expect.any(String) });
    const [first, second] = har.log.entries;
    expect(har.log.entries).toHaveLength(2);

    expect(first.request).toMatchObject({
      method: 'POST',
      url: new URL(endpointUrl('login'), origin).href,
      httpVersion: 'HTTP/1.1',
      headers: [{ name: 'Content-Type', value: 'application/json' }],
      queryString: [],
      postData: { mimeType: 'application/json' },
    });
    expect(JSON.parse(first.request.postData!.text!)).toEqual({
      action: 'login',
      email,
      password: MASK,
      rememberMe: false,
    });
    expect(first.response).toMatchObject({ status: 200, statusText: 'OK', content: { mimeType: 'application/json' } });
    expect(JSON.parse(first.response.content.text!)).toMatchObject({ status: 'success', session_token: MASK });
    expect(first.response.content.size).toBe(first.response.content.text!.length);
    expect(Date.parse(first.startedDateTime)).toBeLessThanOrEqual(Date.parse(second.startedDateTime));
    expect(first.time).toBeGreaterThanOrEqual(0);
    expect(first.timings).toMatchObject({ send: 0, wait: first.time, receive: 0 });
    expect(first.cache).toEqual({});

    expect(second.request.url).toBe(`${new URL(endpointUrl('listCategories'), origin).href}?page=2&limit=5`);
    expect(second.request.queryString).toEqual([
      { name: 'page', value: '2' },
      { name: 'limit', value: '5' },
    ]);
    expect(second.request).not.toHaveProperty('postData');
    expect(JSON.stringify(har)).not.toContain(password);
    expect(har.log.comment).toMatch(/masked as ••••••/);
    expect(har.log.comment).toMatch(/cut after 4000 characters/);
  });

  it('keeps a long answer whole for calls of this page view, though the panel shows it cut', async () => {
    startRequestLog();
    await listServices();
    const [call] = getRequestLog();
    expect(call.responseBody.length).toBeLessThan(BODY_LIMIT + 20);

    const [entry] = toHar(getRequestLog(), origin).log.entries;
    const body = JSON.parse(entry.response.content.text!) as { data: unknown[] };
    expect(entry.response.content.text!.length).toBeGreaterThan(BODY_LIMIT * 5);
    expect(body.data.length).toBeGreaterThan(50);
    expect(entry).not.toHaveProperty('comment');
  });

  it('forgets the whole bodies of calls gone from the log', async () => {
    startRequestLog();
    await listServices();
    const [call] = getRequestLog();
    expect(getFullBodies(call.id)).toBeDefined();
    for (let n = 0; n < LOG_LIMIT; n++) addLoggedCall({ ...call, id: `later-${n}` });
    expect(getFullBodies(call.id)).toBeUndefined();
    addLoggedCall({ ...call, id: 'last' });
    await listServices();
    const [kept] = getRequestLog();
    clearRequestLog();
    expect(getFullBodies(kept.id)).toBeUndefined();
  });

  it('says which bodies a reload of the tab left cut', () => {
    startRequestLog();
    addLoggedCall({
      id: 'from-before-a-reload',
      time: 1_700_000_000_000,
      method: 'GET',
      path: '/api/admin/listservices.php',
      action: null,
      endpoint: 'listServices',
      status: 200,
      scenario: 'normal',
      durationMs: 40,
      requestBody: '',
      responseBody: `{"status": "success", "data": [${'{"id": 1}, '.repeat(500)}\n… (cut)`,
    });
    const [entry] = toHar(getRequestLog(), 'https://qa.example.in').log.entries;
    expect(entry.request.url).toBe('https://qa.example.in/api/admin/listservices.php');
    expect(entry.comment).toBe("body cut by the mock's request log after 4000 characters");
    expect(entry.response.content.mimeType).toBe('text/plain');
  });

  it('sends the Authorization header masked, and a multipart body as its fields', async () => {
    startRequestLog();
    await sendForm('addCategory', { name: 'Pest Control', slug: 'pest-control' }).catch(() => undefined);
    await callMock('viewCategory', { query: { id: '1' }, token: DEMO_ADMIN_TOKEN });
    const [form, view] = toHar(getRequestLog(), origin).log.entries;
    expect(form.request.postData).toEqual({
      mimeType: 'multipart/form-data',
      params: [
        { name: 'name', value: 'Pest Control' },
        { name: 'slug', value: 'pest-control' },
      ],
    });
    expect(form.response).toMatchObject({ status: 401, statusText: 'Unauthorized' });
    expect(view.request.headers).toEqual([{ name: 'Authorization', value: `Bearer ${MASK}` }]);
    expect(JSON.stringify(view)).not.toContain(DEMO_ADMIN_TOKEN);
  });

  it('writes a failed connection as status 0 with a comment', async () => {
    startRequestLog();
    setScenario({ name: 'offline', endpoint: 'listCategories' });
    await listCategories().catch(() => undefined);
    const [entry] = toHar(getRequestLog(), origin).log.entries;
    expect(entry.response).toMatchObject({ status: 0, statusText: '', content: { size: 0, text: '' } });
    expect(entry.comment).toBe('the connection failed (no answer); mock scenario: offline (listCategories only)');
  });

  it('names the file by the time of the export', () => {
    expect(harFileName(new Date('2025-11-01T10:20:30.456Z'))).toBe('mock-requests-2025-11-01T10-20-30.har');
  });
});
