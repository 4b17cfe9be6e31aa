/**
 * The shape checker's words, one example each: what a problem says (path, expected, got) is what
 * `npm run check:contract` prints and what an ApiError of kind 'shape' carries to the developer.
 */
import { describe, expect, it } from 'vitest';
import {
  answer,
  any,
  bool,
  describeProblem,
  fits,
  list,
  nullable,
  num,
  obj,
  oneOf,
  opt,
  problemsOf,
  str,
  unread,
} from './shape';

describe('leaves', () => {
  it('str, num, bool each take their type only', () => {
    expect(problemsOf(str, 'x')).toEqual([]);
    expect(problemsOf(str, 1)).toEqual([{ path: '', expected: 'string', got: '1' }]);
    expect(problemsOf(num, 0)).toEqual([]);
    expect(problemsOf(num, '0')).toEqual([{ path: '', expected: 'number', got: '"0"' }]);
    expect(problemsOf(bool, false)).toEqual([]);
    expect(problemsOf(bool, 0)).toEqual([{ path: '', expected: 'boolean', got: '0' }]);
  });

  it('num refuses what JSON cannot carry: NaN and the infinities', () => {
    for (const bad of [NaN, Infinity, -Infinity]) {
      expect(problemsOf(num, bad)).toEqual([{ path: '', expected: 'number', got: 'null' }]);
    }
  });

  it('any takes anything, nothing included', () => {
    for (const value of [undefined, null, 0, '', [], {}]) expect(problemsOf(any, value)).toEqual([]);
    expect(any.json).toEqual({});
  });

  it('oneOf names its values and takes only them', () => {
    const status = oneOf('active', 'inactive');
    expect(problemsOf(status, 'inactive')).toEqual([]);
    expect(problemsOf(status, 'deleted')).toEqual([{ path: '', expected: '"active" or "inactive"', got: '"deleted"' }]);
    expect(problemsOf(oneOf(0, 1), 1)).toEqual([]);
    expect(problemsOf(oneOf(0, 1), '1')).toEqual([{ path: '', expected: '0 or 1', got: '"1"' }]);
    expect(status.json).toEqual({ enum: ['active', 'inactive'] });
  });

  it("says what came: 'nothing', 'a list', or the JSON of it cut at 40 characters", () => {
    expect(problemsOf(str, undefined)[0]!.got).toBe('nothing');
    expect(problemsOf(str, [1, 2])[0]!.got).toBe('a list');
    expect(problemsOf(str, null)[0]!.got).toBe('null');
    expect(problemsOf(num, 'x'.repeat(60))[0]!.got).toBe(`"${'x'.repeat(39)}`);
    // What JSON cannot write at all is shown as JavaScript writes it.
    expect(problemsOf(str, () => 1)[0]!.got).toBe('() => 1');
    expect(problemsOf(str, Symbol('s'))[0]!.got).toBe('Symbol(s)');
  });
});

describe('combinators', () => {
  it('nullable takes null as well, and says so in its JSON Schema', () => {
    expect(problemsOf(nullable(str), null)).toEqual([]);
    expect(problemsOf(nullable(str), 'x')).toEqual([]);
    expect(problemsOf(nullable(str), 1)).toEqual([{ path: '', expected: 'string', got: '1' }]);
    expect(nullable(str).json).toEqual({ anyOf: [{ type: 'string' }, { type: 'null' }] });
  });

  it('list checks every item at its index, and refuses what is not a list', () => {
    expect(problemsOf(list(num), [1, 2])).toEqual([]);
    expect(problemsOf(list(num), [1, 'b'], 'data')).toEqual([{ path: 'data[1]', expected: 'number', got: '"b"' }]);
    expect(problemsOf(list(num), { 0: 1 }, 'data')).toEqual([{ path: 'data', expected: 'a list', got: '{"0":1}' }]);
    expect(list(num).json).toEqual({ type: 'array', items: { type: 'number' } });
  });

  it('obj refuses what is not an object: null and lists included', () => {
    const o = obj({ id: num });
    for (const [value, got] of [
      [null, 'null'],
      [[], 'a list'],
      ['x', '"x"'],
      [undefined, 'nothing'],
    ] as const) {
      expect(problemsOf(o, value, 'user')).toEqual([{ path: 'user', expected: 'an object', got }]);
    }
  });

  it('obj checks each field at its path, required or optional; extra fields are allowed', () => {
    const o = obj({ id: num, name: opt(str) });
    expect(problemsOf(o, { id: 1, extra: true })).toEqual([]);
    expect(problemsOf(o, { id: 1, name: 2 })).toEqual([{ path: 'name', expected: 'string', got: '2' }]);
    expect(problemsOf(o, {}, 'user')).toEqual([{ path: 'user.id', expected: 'number', got: 'nothing' }]);
    expect(o.json).toEqual({
      type: 'object',
      properties: { id: { type: 'number' }, name: { type: 'string' } },
      required: ['id'],
    });
    expect(obj({ name: opt(str) }).json).not.toHaveProperty('required');
  });

  it('opt marks a field as optional and keeps its check and JSON Schema', () => {
    const o = opt(num);
    expect(o.optional).toBe(true);
    expect(o.json).toEqual({ type: 'number' });
    expect(problemsOf(o, 'x')).toEqual([{ path: '', expected: 'number', got: '"x"' }]);
  });

  it('unread: absent is a note, wrong is a note; neither fails', () => {
    const o = obj({ id: num, created_at: unread(str) });
    expect(problemsOf(o, { id: 1 })).toEqual([
      { path: 'created_at', expected: 'this field (no screen reads it)', got: 'nothing', note: true },
    ]);
    expect(problemsOf(o, { id: 1, created_at: 5 })).toEqual([
      { path: 'created_at', expected: 'string', got: '5', note: true },
    ]);
    expect(problemsOf(o, { id: 1, created_at: 'today' })).toEqual([]);
    expect(fits(o, { id: 1 })).toBe(true);
    expect(fits(o, { id: 1, created_at: 5 })).toBe(true);
    expect(fits(o, { created_at: 'today' })).toBe(false);
    expect(unread(str)).toMatchObject({ optional: true, unread: true, json: { type: 'string' } });
  });

  it('answer holds a success to its shape and any other status only to status and message', () => {
    const a = answer(obj({ status: str, token: str }));
    expect(problemsOf(a, { status: 'success', token: 't' })).toEqual([]);
    expect(problemsOf(a, { status: 'success' })).toEqual([{ path: 'token', expected: 'string', got: 'nothing' }]);
    expect(problemsOf(a, { status: 'error', message: 'Invalid credentials' })).toEqual([]);
    expect(problemsOf(a, { status: 'error', message: 5 })).toEqual([{ path: 'message', expected: 'string', got: '5' }]);
    expect(problemsOf(a, { status: 'error' })).toEqual([]);
    expect(problemsOf(a, null)).toEqual([{ path: '', expected: 'an object', got: 'null' }]);
    expect(a.json).toEqual({
      oneOf: [
        {
          type: 'object',
          properties: { status: { type: 'string' }, token: { type: 'string' } },
          required: ['status', 'token'],
        },
        {
          type: 'object',
          properties: { status: { type: 'string' }, message: { type: 'string' } },
          required: ['status'],
        },
      ],
    });
  });
});

describe('describeProblem', () => {
  it('one line: the path, what was expected, what came', () => {
    expect(describeProblem({ path: 'data[3].sort_order', expected: 'number', got: '"2"' })).toBe(
      'data[3].sort_order: expected number, got "2"',
    );
  });

  it('names the whole answer when the problem is at its root', () => {
    expect(describeProblem({ path: '', expected: 'an object', got: 'a list' })).toBe(
      '(the answer): expected an object, got a list',
    );
  });
});
