/**
 * What the one fetch wrapper puts on the wire and what it makes of each answer, call by call of its options:
 * the query, the headers, the multipart `action`, the bearer, and the outcome each kind of answer comes to.
 */
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { setScenario } from '../../mocks/scenarios';
import { endpointUrl, type EndpointName } from './endpoints';
import { call, callForStatus } from './http';

/** Answers `name` with `answer` and keeps the request it got. */
function answering(name: EndpointName, answer: () => Response = () => HttpResponse.json({ status: 'success' })) {
  const got: Request[] = [];
  server.use(
    mswHttp.all(endpointUrl(name), ({ request }) => {
      got.push(request.clone());
      return answer();
    }),
  );
  return got;
}

afterEach(() => vi.useRealTimers());

describe('the request', () => {
  it('sends every query value but the empty ones (undefined, null, empty text); false and 0 are values', async () => {
    const got = answering('listServices');
    await callForStatus('listServices', {
      query: { category_id: 4, page: 0, is_featured: false, search: '', status: null, sort: undefined },
    });
    const params = new URL(got[0]!.url).searchParams;
    expect([...params.entries()]).toEqual([
      ['category_id', '4'],
      ['page', '0'],
      ['is_featured', 'false'],
    ]);
  });

  it('asks for JSON on every call, with a body or without', async () => {
    const get = answering('getCategoryNames');
    const post = answering('login');
    await callForStatus('getCategoryNames');
    await callForStatus('login', { json: { email: 'a@b.co', password: 'x', rememberMe: false } });
    expect(get[0]!.headers.get('Accept')).toBe('application/json');
    expect(post[0]!.headers.get('Accept')).toBe('application/json');
    expect(post[0]!.headers.get('Content-Type')).toBe('application/json');
  });

  it("adds the table's action to a multipart form, and keeps one the form already has", async () => {
    const got = answering('registerUser');
    const form = new FormData();
    form.set('name', 'Priya Sharma');
    await callForStatus('registerUser', { form });
    const sent = await got[0]!.formData();
    expect(sent.getAll('action')).toEqual(['registerUser']);
    expect(sent.get('name')).toBe('Priya Sharma');

    const own = new FormData();
    own.set('action', 'registerUser-v2');
    await callForStatus('registerUser', { form: own });
    expect((await got[1]!.formData()).getAll('action')).toEqual(['registerUser-v2']);
  });

  it('a multipart call without a form still sends its action', async () => {
    const got = answering('registerVendor');
    await callForStatus('registerVendor');
    expect((await got[0]!.formData()).get('action')).toBe('registerVendor');
  });

  it('sends the bearer only where the table gives the call one, and only with a token', async () => {
    const admin = answering('viewCategory');
    const customer = answering('createBooking');
    const noBearer = answering('login');
    await callForStatus('viewCategory', { token: 'a'.repeat(32), query: { id: 1 } });
    await callForStatus('viewCategory', { query: { id: 1 } });
    await callForStatus('createBooking', { token: 'c'.repeat(64), json: {} });
    await callForStatus('login', { token: 'l'.repeat(64), json: {} });
    expect(admin[0]!.headers.get('Authorization')).toBe(`Bearer ${'a'.repeat(32)}`);
    expect(admin[1]!.headers.get('Authorization')).toBeNull();
    expect(customer[0]!.headers.get('Authorization')).toBe(`Bearer ${'c'.repeat(64)}`);
    expect(noBearer[0]!.headers.get('Authorization')).toBeNull();
  });

  it("lets go of the caller's abort signal once the call is over", async () => {
    answering('getCategoryNames');
    const caller = new AbortController();
    const added = vi.spyOn(caller.signal, 'addEventListener');
    const removed = vi.spyOn(caller.signal, 'removeEventListener');
    await callForStatus('getCategoryNames', { signal: caller.signal });
    expect(added).toHaveBeenCalledWith('abort', expect.any(Function));
    expect(removed).toHaveBeenCalledWith('abort', added.mock.calls[0]![1]);
  });
});

describe('what each answer comes to (src/api/outcome.ts), decided once here', () => {
  it("'ok': a success, with the answer the schema describes", async () => {
    answering('listCategories', () => HttpResponse.json({ status: 'success', data: [{ id: 1, name: 'Cleaning' }] }));
    expect(await call('listCategories')).toEqual({
      kind: 'ok',
      answer: { status: 'success', data: [{ id: 1, name: 'Cleaning' }] },
      httpStatus: 200,
    });
  });

  it("'refused': a 2xx whose status is not success, with the server's status and message", async () => {
    answering('login', () => HttpResponse.json({ status: 'error', message: 'Invalid credentials' }));
    expect(await call('login', { json: {} })).toEqual({
      kind: 'refused',
      status: 'error',
      message: 'Invalid credentials',
      httpStatus: 200,
    });
  });

  it("'refused': an HTTP error that came with a JSON body keeps its status and message", async () => {
    answering('login', () => HttpResponse.json({ status: 'error', message: 'Locked' }, { status: 423 }));
    expect(await call('login', { json: {} })).toEqual({
      kind: 'refused',
      status: 'error',
      message: 'Locked',
      httpStatus: 423,
    });
  });

  it("'refused': a blank or non-text message is no message; a body without status is an 'error'", async () => {
    answering('login', () => HttpResponse.json({ message: '   ' }, { status: 400 }));
    expect(await call('login', { json: {} })).toEqual({ kind: 'refused', status: 'error', httpStatus: 400 });
    answering('login', () => HttpResponse.json({ status: 'error', message: 42 }, { status: 400 }));
    expect(await call('login', { json: {} })).toEqual({ kind: 'refused', status: 'error', httpStatus: 400 });
  });

  it("'sessionEnded': HTTP 401 or 403 to a call made with a session, with a body or without", async () => {
    answering('createBooking', () => HttpResponse.json({ status: 'error', message: 'Unauthorized' }, { status: 401 }));
    expect(await call('createBooking', { json: {}, token: 't' })).toEqual({
      kind: 'sessionEnded',
      message: 'Unauthorized',
      httpStatus: 401,
    });
    answering('vendorData', () => new HttpResponse('Forbidden', { status: 403 }));
    expect(await call('vendorData', { token: 't' })).toEqual({ kind: 'sessionEnded', httpStatus: 403 });
    answering('validateSession', () => HttpResponse.json({ status: 'error' }, { status: 401 }));
    expect(await call('validateSession', { json: {} })).toMatchObject({ kind: 'sessionEnded', httpStatus: 401 });
  });

  it("'sessionEnded': a 200 refusal that says the session expired, to a call made with a session", async () => {
    answering('createBooking', () =>
      HttpResponse.json({ status: 'error', message: 'Your session has expired. Please log in again.' }),
    );
    expect(await call('createBooking', { json: {}, token: 't' })).toEqual({
      kind: 'sessionEnded',
      message: 'Your session has expired. Please log in again.',
      httpStatus: 200,
    });
  });

  it('a 401 to a call made without a session (a login) is a refusal, not the end of a session', async () => {
    answering('login', () => HttpResponse.json({ status: 'error', message: 'Invalid session token' }, { status: 401 }));
    expect(await call('login', { json: {} })).toMatchObject({ kind: 'refused', httpStatus: 401 });
    answering('adminLogin', () => new HttpResponse('no', { status: 401 }));
    expect(await call('adminLogin', { json: {} })).toMatchObject({ kind: 'failed', reason: 'http', httpStatus: 401 });
  });

  it("'failed' 'http': an HTTP error whose body is not JSON", async () => {
    answering('login', () => new HttpResponse('<h1>502 Bad Gateway</h1>', { status: 502 }));
    expect(await call('login', { json: {} })).toEqual({
      kind: 'failed',
      reason: 'http',
      httpStatus: 502,
      detail: 'HTTP 502',
    });
  });

  it("'failed' 'parse': a 200 that is not JSON", async () => {
    answering('login', () => new HttpResponse('<br /><b>Warning</b>', { status: 200 }));
    expect(await call('login', { json: {} })).toEqual({
      kind: 'failed',
      reason: 'parse',
      httpStatus: 200,
      detail: 'The response was not JSON',
    });
  });

  it("'failed' 'network': no answer at all", async () => {
    setScenario({ name: 'offline' });
    expect(await call('login', { json: {} })).toEqual({
      kind: 'failed',
      reason: 'network',
      detail: 'The network request failed',
    });
  });

  it("'failed' 'timeout': the call gave up waiting", async () => {
    vi.useFakeTimers();
    server.use(mswHttp.all(endpointUrl('getCategoryNames'), () => new Promise<Response>(() => {})));
    const pending = call('getCategoryNames');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await pending).toEqual({ kind: 'failed', reason: 'timeout', detail: 'The request timed out' });
  });

  it('an upload gives up after 5 minutes, not a millisecond sooner (ours: a phone uplink is slow)', async () => {
    vi.useFakeTimers();
    server.use(mswHttp.all(endpointUrl('registerUser'), () => new Promise<Response>(() => {})));
    let outcome: unknown = 'pending';
    const pending = call('registerUser', { form: new FormData() }).then((o) => (outcome = o));
    await vi.advanceTimersByTimeAsync(5 * 60_000 - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(outcome).toMatchObject({ kind: 'failed', reason: 'timeout' });
  });

  it("'failed' 'shape': every wrong field of the answer, one line each, with the endpoint's path", async () => {
    answering('listCategories', () =>
      HttpResponse.json({ status: 'success', data: [{ id: '1', name: 'Cleaning' }, { name: 2 }] }),
    );
    const outcome = await call('listCategories');
    expect(outcome).toMatchObject({ kind: 'failed', reason: 'shape', httpStatus: 200 });
    expect(outcome.kind === 'failed' && outcome.detail.split('\n')).toEqual([
      'listcategories.php data[0].id: expected number, got "1"',
      'listcategories.php data[1].id: expected number, got nothing',
      'listcategories.php data[1].name: expected string, got 2',
    ]);
  });

  it('an answer whose only problems are in fields no screen reads passes', async () => {
    answering('createBooking', () => HttpResponse.json({ status: 'success', booking_id: 'BK-1' }));
    expect(await call('createBooking', { json: {} })).toMatchObject({
      kind: 'ok',
      answer: { status: 'success', booking_id: 'BK-1' },
    });
  });

  it('a call whose answer §7 leaves unread succeeds once the server took it, whatever its body', async () => {
    answering('logout', () => new HttpResponse('', { status: 200 }));
    expect(await call('logout', { json: {} })).toMatchObject({ kind: 'ok', httpStatus: 200 });
  });
});
