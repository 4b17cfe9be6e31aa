/** The drift finder names every difference of an answer from its schema, each with its path. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EndpointName } from '../../api/endpoints';
import { endpointLabel, findDrift } from './findDrift';

const ok = (body: unknown) => ({ status: 200, ok: true, text: JSON.stringify(body) });
const service = (id: number) => ({ id, name: `Service ${id}`, price: 499, category_id: 1, subcategory_id: 11 });
const services = (count: number) => Array.from({ length: count }, (_, i) => service(i + 1));
const category = { id: 1, name: 'Home Cleaning', status: 'active', is_featured: 1, meta_title: 'Home' };
const drift = (name: EndpointName, body: unknown) => findDrift(name, ok(body));

describe('findDrift', () => {
  it('finds nothing in an answer the app was written for, unread fields left out included', () => {
    expect(drift('listServices', { status: 'success', data: services(3) })).toEqual([]);
    expect(drift('listCategories', { status: 'success', data: [category] })).toEqual([]);
    expect(drift('sendOtp', { status: 'error', message: 'Invalid e-mail' })).toEqual([]);
  });

  it('names a missing field the app reads by its path in a nested list', () => {
    const data = services(4);
    delete (data[3] as Partial<ReturnType<typeof service>>).name;
    expect(drift('listServices', { status: 'success', data })).toEqual([
      { kind: 'missing', path: 'data[3].name', expected: 'string', got: 'nothing', severity: 'drift' },
    ]);
  });

  it('names a field of the wrong type, and every one of them, not the first only', () => {
    const data = services(4).map((s, i) => (i === 1 || i === 3 ? { ...s, price: '499' } : s));
    expect(drift('listServices', { status: 'success', data })).toEqual([
      { kind: 'wrong type', path: 'data[1].price', expected: 'number', got: '"499"', severity: 'drift' },
      { kind: 'wrong type', path: 'data[3].price', expected: 'number', got: '"499"', severity: 'drift' },
    ]);
    expect(drift('listServices', { status: 'success', data: { 0: 1 } })).toEqual([
      { kind: 'wrong type', path: 'data', expected: 'a list', got: '{"0":1}', severity: 'drift' },
    ]);
  });

  it('reports a field no schema names as extra, for information, wherever it is', () => {
    const data = [service(1), service(2), service(3), { ...service(4), base_price: 499 }];
    expect(drift('listServices', { status: 'success', data, debug: true })).toEqual([
      { kind: 'extra', path: 'data[3].base_price', expected: 'no such field', got: '499', severity: 'info' },
      { kind: 'extra', path: 'debug', expected: 'no such field', got: 'true', severity: 'info' },
    ]);
    // Inside an optional object, and in a refusal, whose shape is status and message.
    expect(drift('adminLogin', { status: 'success', admin: { id: 1, name: 'A', email: 'a@b.in', level: 9 } })).toEqual([
      { kind: 'extra', path: 'admin.level', expected: 'no such field', got: '9', severity: 'info' },
    ]);
    expect(drift('sendOtp', { status: 'error', message: 'No', code: 'E12' })).toEqual([
      { kind: 'extra', path: 'code', expected: 'no such field', got: '"E12"', severity: 'info' },
    ]);
  });

  it('reports a field named like a property every object inherits (constructor, __proto__) as extra', () => {
    const text =
      '{"status":"success","data":[{"id":1,"name":"S","price":9,"category_id":1,"subcategory_id":1,' +
      '"constructor":1,"__proto__":{"x":1},"toString":"t"}]}';
    expect(findDrift('listServices', { status: 200, ok: true, text }).map((d) => [d.kind, d.path])).toEqual([
      ['extra', 'data[0].constructor'],
      ['extra', 'data[0].__proto__'],
      ['extra', 'data[0].toString'],
    ]);
  });

  it('names a status value the app does not know: the answer’s own and a record’s', () => {
    expect(drift('listServices', { status: 'ok', data: services(1) })).toEqual([
      { kind: 'unknown status', path: 'status', expected: '"success" or "error"', got: '"ok"', severity: 'drift' },
      // Not a success, so held to the refusal's shape: its list is news too.
      { kind: 'extra', path: 'data', expected: 'no such field', got: 'a list', severity: 'info' },
    ]);
    expect(drift('listCategories', { status: 'success', data: [{ ...category, status: 'archived' }] })).toEqual([
      {
        kind: 'unknown status',
        path: 'data[0].status',
        expected: '"active" or "inactive"',
        got: '"archived"',
        severity: 'drift',
      },
    ]);
    expect(drift('reverseGeocode', { status: 'ZERO_RESULTS', results: [] })).toEqual([]);
    expect(drift('reverseGeocode', { status: 'DENIED' })).toMatchObject([
      { kind: 'unknown status', path: 'status', got: '"DENIED"' },
    ]);
    expect(drift('reverseGeocode', { status: 'DENIED' })[0]?.expected).toContain('"ZERO_RESULTS"');
  });

  it('tells an unknown value of another field from a status, and notes a field no screen reads', () => {
    expect(
      drift('listCategories', { status: 'success', data: [{ ...category, is_featured: 2, meta_title: 5 }] }),
    ).toEqual([
      { kind: 'unknown value', path: 'data[0].is_featured', expected: '0 or 1', got: '2', severity: 'drift' },
      { kind: 'wrong type', path: 'data[0].meta_title', expected: 'string', got: '5', severity: 'info' },
    ]);
  });

  it('reports a body that is not JSON: drift on a 2xx, information on an HTTP error page', () => {
    expect(findDrift('login', { status: 200, ok: true, text: '<b>Warning</b>: session_start()' })).toEqual([
      {
        kind: 'not JSON',
        path: '',
        expected: 'a JSON answer',
        got: '"<b>Warning</b>: session_start()"',
        severity: 'drift',
      },
    ]);
    expect(findDrift('login', { status: 200, ok: true, text: '' })).toMatchObject([{ got: 'an empty body' }]);
    expect(findDrift('listServices', { status: 502, ok: false, text: '<h1>Bad Gateway</h1>' })).toMatchObject([
      { kind: 'not JSON', severity: 'info' },
    ]);
  });

  it('reads an HTTP error’s JSON for its status only, and leaves unread answers alone', () => {
    expect(findDrift('login', { status: 429, ok: false, text: '{"status":"error","retry":5}' })).toEqual([]);
    expect(findDrift('login', { status: 500, ok: false, text: '{"status":"fatal"}' })).toMatchObject([
      { kind: 'unknown status', got: '"fatal"' },
    ]);
    expect(findDrift('logout', { status: 200, ok: true, text: 'bye' })).toEqual([]);
  });

  it('finds exactly the one drift made anywhere in a valid list (property)', () => {
    const fields = ['id', 'name', 'price', 'category_id', 'subcategory_id'] as const;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.nat(),
        fc.constantFrom(...fields),
        fc.constantFrom('missing', 'extra', 'wrong type'),
        (count, at, field, kind) => {
          const data: Record<string, unknown>[] = services(count);
          const item = data[at % count]!;
          const path = `data[${at % count}]`;
          if (kind === 'missing') delete item[field];
          if (kind === 'extra') item[`x_${field}`] = 1;
          if (kind === 'wrong type') item[field] = [];
          const found = drift('listServices', { status: 'success', data });
          expect(found).toHaveLength(1);
          expect(found[0]).toMatchObject({ kind, path: kind === 'extra' ? `${path}.x_${field}` : `${path}.${field}` });
        },
      ),
    );
  });
});

describe('endpointLabel', () => {
  it('names the call, its method and file, and the action of a shared file', () => {
    expect(endpointLabel('listServices')).toBe('listServices (GET listservices.php)');
    expect(endpointLabel('login')).toBe('login (POST login.php action=login)');
  });
});
