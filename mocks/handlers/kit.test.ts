/**
 * The helpers every resolver of the mock backend shares (kit.ts): the success and failure answers, how a field is
 * read from either body kind, uploads, and the session table. Called directly: each is a rule of the backend that
 * several calls lean on, pinned once here with the cases the calls cannot reach.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isEmail, normalEmail } from '../../src/lib/email';
import { config } from '../../src/api/config';
import { db } from '../db';
import {
  closeSession,
  DAY_MS,
  fail,
  file,
  findSession,
  firstMissing,
  intOrNull,
  isDocument,
  isImage,
  isUpload,
  megabytes,
  ok,
  openSession,
  secret,
  SESSION_TTL_MS,
  storeUpload,
  text,
  uploadUrl,
  type MockRequest,
} from './kit';

const NOW = new Date('2030-06-15T10:00:00Z').getTime();
afterEach(() => vi.useRealTimers());

const formOf = (fields: Record<string, string | Blob>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
};
/** A request as index.ts hands it to a resolver: a JSON body, or a multipart one when `form` is given. */
const requestWith = (body: { json?: Record<string, unknown>; form?: FormData }): MockRequest => ({
  request: new Request('http://localhost/'),
  url: new URL('http://localhost/'),
  json: body.json ?? {},
  form: body.form ?? null,
  bearer: null,
  cookies: {},
});
const png = (size = 4) => new File([new Uint8Array(size)], 'me.png', { type: 'image/png' });

describe('answers', () => {
  it('ok is HTTP 200 {status: success} plus the fields given; the init is passed on', async () => {
    const bare = ok();
    expect(bare.status).toBe(200);
    expect(await bare.json()).toEqual({ status: 'success' });
    const full = ok({ message: 'Done', id: 7 }, { status: 201, headers: { 'X-Test': 'yes' } });
    expect(full.status).toBe(201);
    expect(full.headers.get('X-Test')).toBe('yes');
    expect(await full.json()).toEqual({ status: 'success', message: 'Done', id: 7 });
  });

  it('fail is HTTP 200 {status: error, message} unless the init says another status', async () => {
    const refusal = fail('Invalid OTP');
    expect(refusal.status).toBe(200);
    expect(refusal.headers.get('Content-Type')).toBe('application/json');
    expect(await refusal.json()).toEqual({ status: 'error', message: 'Invalid OTP' });
    const unsupported = fail('Content-Type must be application/json', { status: 415 });
    expect(unsupported.status).toBe(415);
    expect(await unsupported.json()).toEqual({ status: 'error', message: 'Content-Type must be application/json' });
  });
});

describe('isUpload', () => {
  it('says yes to a file of a multipart body', () => {
    expect(isUpload(png())).toBe(true);
    expect(isUpload(formOf({ f: png() }).get('f'))).toBe(true);
  });

  it('says no to text, null, undefined and objects that only look half like a file', () => {
    expect(isUpload('me.png')).toBe(false);
    expect(isUpload(null)).toBe(false);
    expect(isUpload(undefined)).toBe(false);
    expect(isUpload({ name: 'me.png' })).toBe(false);
    expect(isUpload({ arrayBuffer: () => new ArrayBuffer(0) })).toBe(false);
    expect(isUpload({ name: 'me.png', arrayBuffer: 'not a function' })).toBe(false);
    expect(isUpload(Object.assign(() => undefined, { arrayBuffer: () => new ArrayBuffer(0) }))).toBe(false);
  });
});

describe('text', () => {
  it('reads a JSON field trimmed, and any scalar as its text', () => {
    const req = requestWith({ json: { name: '  Priya  ', pin: 110024, flag: false } });
    expect(text(req, 'name')).toBe('Priya');
    expect(text(req, 'pin')).toBe('110024');
    expect(text(req, 'flag')).toBe('false');
  });

  it("is '' for an absent or null JSON field", () => {
    const req = requestWith({ json: { email: null } });
    expect(text(req, 'email')).toBe('');
    expect(text(req, 'password')).toBe('');
  });

  it("reads a multipart field trimmed; '' when it is absent or a file", () => {
    const req = requestWith({ json: { name: 'from JSON' }, form: formOf({ name: ' Ishaan ', photo: png() }) });
    expect(text(req, 'name')).toBe('Ishaan');
    expect(text(req, 'photo')).toBe('');
    expect(text(req, 'city')).toBe('');
  });
});

describe('secret', () => {
  it('reads a password exactly as sent, spaces included, from either body kind', () => {
    expect(secret(requestWith({ json: { password: ' pass word ' } }), 'password')).toBe(' pass word ');
    expect(secret(requestWith({ form: formOf({ password: ' pass word ' }) }), 'password')).toBe(' pass word ');
  });

  it("is '' for anything but text: absent, a number, a file", () => {
    expect(secret(requestWith({ json: {} }), 'password')).toBe('');
    expect(secret(requestWith({ json: { password: 12345678 } }), 'password')).toBe('');
    expect(secret(requestWith({ form: formOf({ password: png() }) }), 'password')).toBe('');
  });
});

describe('file', () => {
  it('is the uploaded file of a multipart field', async () => {
    const picked = file(requestWith({ form: formOf({ photo: png(3) }) }), 'photo');
    expect(picked).not.toBeNull();
    expect(picked!.name).toBe('me.png');
    expect(picked!.size).toBe(3);
  });

  it('is null for an empty file (an input left empty), a text field, an absent field and a JSON body', () => {
    const form = formOf({ empty: new File([], 'none.png', { type: 'image/png' }), photo: 'me.png' });
    expect(file(requestWith({ form }), 'empty')).toBeNull();
    expect(file(requestWith({ form }), 'photo')).toBeNull();
    expect(file(requestWith({ form }), 'absent')).toBeNull();
    expect(file(requestWith({ json: { photo: 'me.png' } }), 'photo')).toBeNull();
  });
});

describe('firstMissing', () => {
  it('names the first field, in the order asked, that is absent or blank', () => {
    const req = requestWith({ json: { name: 'Priya', email: '   ', phone: '', city: 'Delhi' } });
    expect(firstMissing(req, ['name', 'email', 'phone'])).toBe('email');
    expect(firstMissing(req, ['name', 'state', 'email'])).toBe('state');
  });

  it('is undefined when every field is filled', () => {
    expect(firstMissing(requestWith({ json: { name: 'Priya', city: 'Delhi' } }), ['name', 'city'])).toBeUndefined();
  });
});

describe('e-mail addresses', () => {
  it('are compared trimmed and lower-cased', () => {
    expect(normalEmail('  Customer@Example.COM ')).toBe('customer@example.com');
  });

  it.each(['a@b.in', 'first.last@mail.example.co.in', 'x+tag@sub.example.com'])('%s looks like one', (email) => {
    expect(isEmail(email)).toBe(true);
  });

  it.each([
    ['no @', 'customer.example.com'],
    ['no dot after the @', 'customer@example'],
    ['nothing before the @', '@example.com'],
    ['nothing between @ and dot', 'customer@.com'],
    ['nothing after the dot', 'customer@example.'],
    ['a space inside', 'pri ya@example.com'],
    ['a space in the domain', 'priya@exa mple.com'],
    ['a space after the dot', 'priya@example. com'],
    ['two @', 'a@b@example.com'],
    ['text after the address', 'a@b.in c'],
    ['text before the address', 'x y@b.in'],
    ['a trailing @', 'a@b.in@'],
  ])('%s does not (%s)', (_, email) => {
    expect(isEmail(email)).toBe(false);
  });
});

describe('file types', () => {
  const typed = (type: string) => new File(['x'], 'f', { type });

  it('images are JPEG, PNG, WebP and GIF only, never SVG', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif']) expect(isImage(typed(type))).toBe(true);
    for (const type of ['image/svg+xml', 'image/bmp', 'application/pdf', '']) expect(isImage(typed(type))).toBe(false);
  });

  it('documents are PDF, JPEG and PNG only', () => {
    for (const type of ['application/pdf', 'image/jpeg', 'image/png']) expect(isDocument(typed(type))).toBe(true);
    for (const type of ['image/gif', 'image/webp', 'text/plain', '']) expect(isDocument(typed(type))).toBe(false);
  });

  it('sizes are written in MB', () => {
    expect(megabytes(2 * 1024 * 1024)).toBe('2 MB');
    expect(megabytes(5 * 1024 * 1024)).toBe('5 MB');
  });
});

describe('storeUpload', () => {
  it('keeps the bytes (base64) and the type under <folder>/<stem>-<8 hex>.<extension>', async () => {
    // Larger than one 32 KB chunk of the base64 conversion, with bytes that differ along the way.
    const bytes = Uint8Array.from({ length: 0x8000 * 2 + 100 }, (_, i) => (i * 7) % 256);
    const name = await storeUpload('users', new File([bytes], 'Me.PNG', { type: 'image/png' }), 'user-26');
    expect(name).toMatch(/^user-26-[0-9a-f]{8}\.png$/);
    expect(db().files[`users/${name}`]).toEqual({ type: 'image/png', data: Buffer.from(bytes).toString('base64') });
  });

  it('takes the last extension, and .bin with application/octet-stream when the file says neither', async () => {
    const archive = await storeUpload('documents', new File(['x'], 'scan.tar.GZ', { type: 'application/gzip' }), 'a');
    expect(archive).toMatch(/^a-[0-9a-f]{8}\.gz$/);
    const bare = await storeUpload('documents', new File(['xy'], 'scan'), 'b');
    expect(bare).toMatch(/^b-[0-9a-f]{8}\.bin$/);
    expect(db().files[`documents/${bare}`]).toEqual({ type: 'application/octet-stream', data: btoa('xy') });
  });

  it('names every upload afresh', async () => {
    const first = await storeUpload('users', png(), 'user-1');
    const second = await storeUpload('users', png(), 'user-1');
    expect(first).not.toBe(second);
  });

  it('is served under the uploads URL, folder and name', () => {
    expect(uploadUrl('users', 'user-1-abcd1234.png')).toBe(`${config.uploadsUrl}/users/user-1-abcd1234.png`);
  });
});

describe('session lifetimes', () => {
  // The spec's numbers written out (docs/decisions.md): a changed lifetime must fail here.
  it('are 24 hours, 30 days with Remember me, 24 hours for an admin', () => {
    expect(DAY_MS).toBe(86_400_000);
    expect(SESSION_TTL_MS).toEqual({ default: 86_400_000, remembered: 30 * 86_400_000, admin: 86_400_000 });
  });
});

describe('the session table', () => {
  it('openSession adds a session of a fresh 64-hex token ending ttl ms from now', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const before = db().sessions.length;
    const session = openSession('customer', 3, 5_000);
    expect(session).toEqual({
      token: expect.stringMatching(/^[0-9a-f]{64}$/),
      audience: 'customer',
      account_id: 3,
      expires_at: NOW + 5_000,
    });
    expect(db().sessions).toHaveLength(before + 1);
    expect(db().sessions.at(-1)).toBe(session);
    expect(openSession('customer', 3, 5_000).token).not.toBe(session.token);
  });

  it('findSession finds a live session of that audience only', () => {
    const session = openSession('vendor', 2, DAY_MS);
    expect(findSession('vendor', session.token)).toBe(session);
    expect(findSession('customer', session.token)).toBeNull();
    expect(findSession('vendor', 'f'.repeat(64))).toBeNull();
  });

  it('findSession keeps a session to its last millisecond and drops it at its end', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const session = openSession('customer', 1, 1_000);
    vi.setSystemTime(NOW + 999);
    expect(findSession('customer', session.token)).toBe(session);
    vi.setSystemTime(NOW + 1_000);
    expect(findSession('customer', session.token)).toBeNull();
    expect(db().sessions).not.toContain(session);
  });

  it('findSession drops every expired session from the table on the way, not only the one asked for', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const ended = openSession('vendor', 2, 1_000);
    const live = openSession('customer', 1, DAY_MS);
    vi.setSystemTime(NOW + 1_000);
    expect(findSession('customer', live.token)).toBe(live);
    expect(db().sessions).not.toContain(ended);
    expect(db().sessions).toContain(live);
  });

  it('findSession without a token answers null and leaves the table as it is', () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    const ended = openSession('customer', 1, 1_000);
    vi.setSystemTime(NOW + 1_000);
    for (const token of [null, undefined, '']) expect(findSession('customer', token)).toBeNull();
    expect(db().sessions).toContain(ended);
  });

  it('closeSession removes that session only, of any audience, and says whether there was one', () => {
    const closing = openSession('admin', 1, DAY_MS);
    const other = openSession('admin', 1, DAY_MS);
    expect(closeSession(closing.token)).toBe(true);
    expect(db().sessions).not.toContain(closing);
    expect(db().sessions).toContain(other);
    expect(closeSession(closing.token)).toBe(false);
    expect(closeSession(null)).toBe(false);
    expect(db().sessions).toContain(other);
    const vendor = openSession('vendor', 1, DAY_MS);
    expect(closeSession(vendor.token)).toBe(true);
    expect(db().sessions).not.toContain(vendor);
  });
});

describe('intOrNull', () => {
  it.each([
    ['12', 12],
    ['-3', -3],
    ['0', 0],
  ])('reads %s as %d', (value, number) => {
    expect(intOrNull(value)).toBe(number);
  });

  it.each(['', '1.5', 'a1', '1a', '--1', ' 1', '1 '])('reads %j as null', (value) => {
    expect(intOrNull(value)).toBeNull();
  });
});
