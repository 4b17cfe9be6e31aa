/**
 * The words of a problem, one example each: what `npm run check:contract`, the drift alarm, the HAR import and the
 * state-file import print (path, expected, got), and which problems are only notes.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { describeProblem, problemsOf, unread } from './problems';
import { responseSchemas } from './schemas';

const fails = (schema: v.GenericSchema, value: unknown) => problemsOf(schema, value).filter((p) => !p.note);

describe('problemsOf', () => {
  it('names the type or the values expected, and what came', () => {
    expect(problemsOf(v.string(), 1)).toEqual([{ path: '', expected: 'string', got: '1' }]);
    expect(problemsOf(v.number(), '0')).toEqual([{ path: '', expected: 'number', got: '"0"' }]);
    expect(problemsOf(v.boolean(), 0)).toEqual([{ path: '', expected: 'boolean', got: '0' }]);
    expect(problemsOf(v.picklist(['active', 'inactive']), 'deleted')).toEqual([
      { path: '', expected: '"active" or "inactive"', got: '"deleted"' },
    ]);
    expect(problemsOf(v.picklist([0, 1]), '1')).toEqual([{ path: '', expected: '0 or 1', got: '"1"' }]);
    expect(problemsOf(v.number(), NaN)).toEqual([{ path: '', expected: 'number', got: 'null' }]);
  });

  it("says what came: 'nothing', 'a list', or the JSON of it cut at 40 characters", () => {
    expect(problemsOf(v.string(), undefined)[0]!.got).toBe('nothing');
    expect(problemsOf(v.string(), [1, 2])[0]!.got).toBe('a list');
    expect(problemsOf(v.number(), 'x'.repeat(60))[0]!.got).toBe(`"${'x'.repeat(39)}`);
    expect(problemsOf(v.string(), () => 1)[0]!.got).toBe('() => 1');
  });

  it('gives each problem its path: list items by index, a map’s keys quoted', () => {
    expect(problemsOf(v.object({ data: v.array(v.number()) }), { data: [1, 'b'] })).toEqual([
      { path: 'data[1]', expected: 'number', got: '"b"' },
    ]);
    expect(problemsOf(v.object({ data: v.array(v.number()) }), { data: { 0: 1 } })).toEqual([
      { path: 'data', expected: 'a list', got: '{"0":1}' },
    ]);
    const files = v.object({ files: v.record(v.string(), v.object({ data: v.string() })) });
    expect(problemsOf(files, { files: { 'a/b.png': {} } })).toEqual([
      { path: 'files["a/b.png"].data', expected: 'string', got: 'nothing' },
    ]);
  });

  it('refuses what is not an object, null and lists included; allows extra fields; names a missing one by its type', () => {
    const user = v.object({ id: v.number(), name: v.optional(v.string()) });
    for (const [value, got] of [
      [null, 'null'],
      [[], 'a list'],
      ['x', '"x"'],
    ] as const)
      expect(problemsOf(user, value)).toEqual([{ path: '', expected: 'an object', got }]);
    expect(problemsOf(user, { id: 1, extra: true })).toEqual([]);
    expect(problemsOf(user, { id: 1, name: 2 })).toEqual([{ path: 'name', expected: 'string', got: '2' }]);
    expect(problemsOf(v.object({ user }), { user: {} })).toEqual([
      { path: 'user.id', expected: 'number', got: 'nothing' },
    ]);
    expect(problemsOf(v.object({ id: v.nullable(v.number()) }), {})[0]!.expected).toBe('number');
  });

  it('unread: absent is a note, wrong is a note, wrong inside it too; neither fails', () => {
    const row = v.object({ id: v.number(), created_at: unread(v.string()), data: unread(v.object({ n: v.number() })) });
    expect(problemsOf(row, { id: 1, data: { n: 1 } })).toEqual([
      { path: 'created_at', expected: 'this field (no screen reads it)', got: 'nothing', note: true },
    ]);
    expect(problemsOf(row, { id: 1, created_at: 5, data: { n: 'x' } })).toEqual([
      { path: 'created_at', expected: 'string', got: '5', note: true },
      { path: 'data.n', expected: 'number', got: '"x"', note: true },
    ]);
    expect(fails(row, { id: 1 })).toEqual([]);
    expect(fails(row, { created_at: 'today' })).toEqual([{ path: 'id', expected: 'number', got: 'nothing' }]);
  });

  it('holds a success answer to its shape, any other status only to status and message', () => {
    const login = responseSchemas.vendorLogin;
    const vendor = { name: 'Ravi' };
    expect(problemsOf(login, { status: 'success', token: 't', vendor })).toEqual([]);
    expect(problemsOf(login, { status: 'success', vendor })).toEqual([
      { path: 'token', expected: 'string', got: 'nothing' },
    ]);
    expect(problemsOf(login, { status: 'error', message: 'Invalid credentials' })).toEqual([]);
    expect(problemsOf(login, { status: 'error' })).toEqual([]);
    expect(problemsOf(login, { status: 'error', message: 5 })).toEqual([
      { path: 'message', expected: 'string', got: '5' },
    ]);
    expect(problemsOf(login, null)).toEqual([{ path: '', expected: 'an object', got: 'null' }]);
  });
});

describe('describeProblem', () => {
  it('one line: the path, what was expected, what came; the whole answer when at its root', () => {
    expect(describeProblem({ path: 'data[3].sort_order', expected: 'number', got: '"2"' })).toBe(
      'data[3].sort_order: expected number, got "2"',
    );
    expect(describeProblem({ path: '', expected: 'an object', got: 'a list' })).toBe(
      '(the answer): expected an object, got a list',
    );
  });
});
