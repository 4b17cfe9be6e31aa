/**
 * How the mock backend reads a body (body.ts), word for word: mocks/body.test.ts proves every call answers an
 * unreadable body with some JSON 4xx; these pin which refusal each body gets, what a readable one becomes, and
 * the content types told apart whatever their case.
 */
import { describe, expect, it } from 'vitest';
import { readBody, type ReadBody } from './body';

const URL_ = 'http://localhost/api/user/register.php';
const post = (headers: Record<string, string>, body?: BodyInit) =>
  new Request(URL_, { method: 'POST', headers, body, duplex: 'half' } as RequestInit);

async function refusalOf(read: ReadBody) {
  if (!('refusal' in read)) throw new Error(`expected a refusal, got ${JSON.stringify(read)}`);
  return { status: read.refusal.status, body: (await read.refusal.json()) as unknown };
}
function accepted(read: ReadBody) {
  if ('refusal' in read) throw new Error('expected the body to be read');
  return read;
}

/** A well-formed multipart body and the content type (with its boundary) that goes with it. */
async function multipart(fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const probe = new Request(URL_, { method: 'POST', body: form });
  return { type: probe.headers.get('Content-Type')!, body: await probe.text() };
}

describe('a JSON body', () => {
  it('is read as an object, whatever the case of its content type and with a charset', async () => {
    const read = accepted(await readBody(post({ 'Content-Type': 'Application/JSON; charset=UTF-8' }, '{"a":1}')));
    expect(read).toEqual({ json: { a: 1 }, form: null, type: 'application/json' });
  });

  it.each([
    ['broken JSON', '{"action": "login", "email": '],
    ['an empty body', ''],
  ])('is refused as %s: 400 Invalid JSON body', async (_, raw) => {
    expect(await refusalOf(await readBody(post({ 'Content-Type': 'application/json' }, raw)))).toEqual({
      status: 400,
      body: { status: 'error', message: 'Invalid JSON body' },
    });
  });

  it.each([
    ['null', 'null'],
    ['a number', '42'],
    ['a string', '"login"'],
    ['a list', '[{"action": "login"}]'],
  ])('is refused when it is %s: 400 The JSON body must be an object', async (_, raw) => {
    expect(await refusalOf(await readBody(post({ 'Content-Type': 'application/json' }, raw)))).toEqual({
      status: 400,
      body: { status: 'error', message: 'The JSON body must be an object' },
    });
  });
});

describe('a multipart body', () => {
  it('is read as a form with an empty JSON part, whatever the case of its content type', async () => {
    const { type, body } = await multipart({ action: 'registerUser', name: 'Priya' });
    const upperCased = type.replace('multipart/form-data', 'Multipart/Form-Data');
    const read = accepted(await readBody(post({ 'Content-Type': upperCased }, body)));
    expect(read.json).toEqual({});
    expect(read.type).toBe('multipart/form-data');
    expect(Object.fromEntries(read.form!.entries())).toEqual({ action: 'registerUser', name: 'Priya' });
  });

  it('is refused when it cannot be parsed: 400 Malformed multipart body', async () => {
    const cut = '------cut\r\nContent-Disposition: form-data; name="name"\r\n\r\nhalf a fie';
    expect(
      await refusalOf(await readBody(post({ 'Content-Type': 'multipart/form-data; boundary=----cut' }, cut))),
    ).toEqual({ status: 400, body: { status: 'error', message: 'Malformed multipart body' } });
  });

  it('is refused when it holds no field: 400 The request body is empty', async () => {
    const probe = new Request(URL_, { method: 'POST', body: new FormData() });
    const read = await readBody(post({ 'Content-Type': probe.headers.get('Content-Type')! }, await probe.text()));
    expect(await refusalOf(read)).toEqual({
      status: 400,
      body: { status: 'error', message: 'The request body is empty' },
    });
  });
});

describe('any other body', () => {
  it('is no body at all when nothing is sent without a content type (GET, logout.php)', async () => {
    expect(accepted(await readBody(post({})))).toEqual({ json: {}, form: null, type: null });
    expect(accepted(await readBody(new Request(URL_)))).toEqual({ json: {}, form: null, type: null });
  });

  it("is 'other' when text comes in a format no script reads, with or without a content type", async () => {
    expect(accepted(await readBody(post({ 'Content-Type': 'text/plain' }, 'email=a@b.in')))).toEqual({
      json: {},
      form: null,
      type: 'other',
    });
    const untyped = new Request(URL_, { method: 'POST', body: new Blob(['email=a@b.in']) });
    expect(untyped.headers.get('Content-Type')).toBeNull();
    expect(accepted(await readBody(untyped))).toEqual({ json: {}, form: null, type: 'other' });
  });

  it('is refused when its bytes cannot be read: 400 The request body could not be read', async () => {
    const broken = new ReadableStream<Uint8Array>({
      start: (controller) => controller.error(new Error('connection reset')),
    });
    expect(await refusalOf(await readBody(post({ 'Content-Type': 'application/json' }, broken)))).toEqual({
      status: 400,
      body: { status: 'error', message: 'The request body could not be read' },
    });
  });
});
