/**
 * What the one fetch wrapper puts on the wire and what it makes of each answer, call by call of its options:
 * the query, the headers, the multipart `action`, the bearer, and the error of each kind with its message.
 */
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { setScenario } from '../../mocks/scenarios';
import { endpointUrl, type EndpointName } from './endpoints';
import { ApiError, bodyMessage, call, callForStatus } from './http';

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

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('the call succeeded');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
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

describe('the errors, each with its kind, message and cause', () => {
  it("'http': the status in the message, and the JSON body when it had one", async () => {
    answering('login', () => HttpResponse.json({ status: 'error', message: 'Locked' }, { status: 423 }));
    const error = await failure(call('login', { json: {} }));
    expect(error).toMatchObject({ name: 'ApiError', kind: 'http', status: 423, message: 'HTTP 423' });
    expect(error.body).toEqual({ status: 'error', message: 'Locked' });
  });

  it("'parse': a 200 that is not JSON", async () => {
    answering('login', () => new HttpResponse('<br /><b>Warning</b>', { status: 200 }));
    const error = await failure(call('login', { json: {} }));
    expect(error).toMatchObject({ kind: 'parse', status: 200, message: 'The response was not JSON' });
  });

  it("'network': the failure it came from is its cause", async () => {
    setScenario({ name: 'offline' });
    const error = await failure(call('login', { json: {} }));
    expect(error).toMatchObject({ kind: 'network', message: 'The network request failed' });
    expect(error.cause).toBeInstanceOf(Error);
  });

  it("'timeout': the abort it came from is its cause", async () => {
    vi.useFakeTimers();
    server.use(mswHttp.all(endpointUrl('getCategoryNames'), () => new Promise<Response>(() => {})));
    const pending = failure(call('getCategoryNames'));
    await vi.advanceTimersByTimeAsync(30_000);
    const error = await pending;
    expect(error).toMatchObject({ kind: 'timeout', message: 'The request timed out' });
    expect((error.cause as Error).name).toBe('AbortError');
  });

  it('an upload gives up after 5 minutes, not a millisecond sooner (ours: a phone uplink is slow)', async () => {
    vi.useFakeTimers();
    server.use(mswHttp.all(endpointUrl('registerUser'), () => new Promise<Response>(() => {})));
    let outcome: unknown = 'pending';
    const pending = call('registerUser', { form: new FormData() }).catch((e: unknown) => (outcome = e));
    await vi.advanceTimersByTimeAsync(5 * 60_000 - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(outcome).toMatchObject({ kind: 'timeout' });
  });

  it("'shape': every wrong field of the answer, one line each, with the endpoint's path", async () => {
    answering('listCategories', () =>
      HttpResponse.json({ status: 'success', data: [{ id: '1', name: 'Cleaning' }, { name: 2 }] }),
    );
    const error = await failure(call('listCategories'));
    expect(error).toMatchObject({ kind: 'shape', status: 200 });
    expect(error.message.split('\n')).toEqual([
      'listcategories.php data[0].id: expected number, got "1"',
      'listcategories.php data[1].id: expected number, got nothing',
      'listcategories.php data[1].name: expected string, got 2',
    ]);
  });

  it('an answer whose only problems are in fields no screen reads passes', async () => {
    answering('createBooking', () => HttpResponse.json({ status: 'success', booking_id: 'BK-1' }));
    expect(await call('createBooking', { json: {} })).toEqual({ status: 'success', booking_id: 'BK-1' });
  });
});

describe('bodyMessage', () => {
  const http = (body: unknown) => new ApiError('http', 'HTTP 400', { status: 400, body });

  it("is the message of a non-OK answer's JSON body", () => {
    expect(bodyMessage(http({ status: 'error', message: 'Email already registered' }))).toBe(
      'Email already registered',
    );
  });

  it('is nothing for a blank or non-text message, no body, or an error that is not an ApiError', () => {
    expect(bodyMessage(http({ message: '   ' }))).toBeUndefined();
    expect(bodyMessage(http({ message: 42 }))).toBeUndefined();
    expect(bodyMessage(http(undefined))).toBeUndefined();
    expect(bodyMessage(http(null))).toBeUndefined();
    expect(bodyMessage(new Error('Email already registered'))).toBeUndefined();
    expect(bodyMessage({ body: { message: 'Email already registered' } })).toBeUndefined();
  });
});
