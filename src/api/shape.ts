/**
 * A tiny, dependency-free schema language for what crosses the app's boundary (server answers, stored values).
 * A schema checks a value and reports each problem with its path, what was expected and what came
 * (`data[3].sort_order: expected number, got "2"`). Fields no screen reads are `unread(…)`: their problems are
 * notes, never failures. Each schema also carries its JSON Schema, from which docs/openapi.yaml is generated.
 */
export interface Problem {
  path: string;
  expected: string;
  got: string;
  /** A field no screen reads: worth knowing, not a failure. */
  note?: boolean;
}

type Json = Record<string, unknown>;

export interface Schema<T> {
  check(value: unknown, path: string, out: Problem[]): void;
  json: Json;
  /** Type carrier only. */
  readonly _?: T;
}
export type Infer<S> = S extends Schema<infer T> ? T : never;

/** A value as a problem line shows it: short, and `nothing` for an absent field. */
export const shown = (value: unknown) =>
  value === undefined
    ? 'nothing'
    : Array.isArray(value)
      ? 'a list'
      : (JSON.stringify(value) ?? String(value)).slice(0, 40);

export function leaf<T>(expected: string, ok: (v: unknown) => boolean, json: Json): Schema<T> {
  return { check: (v, path, out) => void (ok(v) || out.push({ path, expected, got: shown(v) })), json };
}

export const str = leaf<string>('string', (v) => typeof v === 'string', { type: 'string' });
// Number.isFinite takes numbers only (no coercion), and refuses NaN and the infinities.
export const num = leaf<number>('number', Number.isFinite, { type: 'number' });
export const bool = leaf<boolean>('boolean', (v) => typeof v === 'boolean', { type: 'boolean' });
export const any: Schema<unknown> = { check: () => {}, json: {} };

export const oneOf = <const T extends string | number>(...values: T[]) =>
  leaf<T>(values.map((v) => JSON.stringify(v)).join(' or '), (v) => values.includes(v as T), { enum: values });

export const nullable = <T>(s: Schema<T>): Schema<T | null> => ({
  check: (v, path, out) => void (v === null || s.check(v, path, out)),
  json: { anyOf: [s.json, { type: 'null' }] },
});

export const list = <T>(item: Schema<T>): Schema<T[]> => ({
  check(v, path, out) {
    if (!Array.isArray(v)) out.push({ path, expected: 'a list', got: shown(v) });
    else v.forEach((x, i) => item.check(x, `${path}[${i}]`, out));
  },
  json: { type: 'array', items: item.json },
});

/** A field that may be absent (the app has a default for it). */
interface Optional<T> extends Schema<T> {
  optional: true;
  unread?: boolean;
}
export const opt = <T>(s: Schema<T>): Optional<T | undefined> => ({ ...s, optional: true });
/** A field §7 or §3 lists but no screen reads: optional, and what is wrong with it is only a note. */
export const unread = <T>(s: Schema<T>): Optional<T | undefined> => ({
  check(v, path, out) {
    const mine: Problem[] = [];
    s.check(v, path, mine);
    out.push(...mine.map((p) => ({ ...p, note: true })));
  },
  json: s.json,
  optional: true,
  unread: true,
});

type Fields = Record<string, Schema<unknown>>;
type OptionalKeys<F extends Fields> = { [K in keyof F]: F[K] extends Optional<unknown> ? K : never }[keyof F];
type Shape<F extends Fields> = { [K in Exclude<keyof F, OptionalKeys<F>>]: Infer<F[K]> } & {
  [K in OptionalKeys<F>]?: Infer<F[K]>;
};
type Flat<T> = { [K in keyof T]: T[K] };

/** An object with these fields; other fields are allowed (the backend may send more than the app reads). */
export function obj<F extends Fields>(fields: F): Schema<Flat<Shape<F>>> & { fields: F } {
  const required = Object.keys(fields).filter((k) => !(fields[k] as Partial<Optional<unknown>>).optional);
  return {
    fields,
    check(v, path, out) {
      if (typeof v !== 'object' || v === null || Array.isArray(v)) {
        out.push({ path, expected: 'an object', got: shown(v) });
        return;
      }
      for (const [key, field] of Object.entries(fields)) {
        const value = (v as Json)[key];
        const at = path ? `${path}.${key}` : key;
        const modifier = field as Partial<Optional<unknown>>;
        if (value === undefined && modifier.unread)
          out.push({ path: at, expected: 'this field (no screen reads it)', got: 'nothing', note: true });
        if (value === undefined && modifier.optional) continue;
        field.check(value, at, out);
      }
    },
    json: {
      type: 'object',
      properties: Object.fromEntries(Object.entries(fields).map(([k, f]) => [k, f.json])),
      ...(required.length ? { required } : {}),
    },
  };
}

/**
 * The type of a PHP answer: a status and maybe a message, and the success fields, which only a success carries
 * (so a screen reads each with a default or after checking the status).
 */
export type AnswerOf<T> = { status: string; message?: string } & Partial<Omit<T, 'status' | 'message'>>;

/**
 * A PHP answer: `status: 'success'` with the success shape, any other status with an optional message. Only
 * the success shape is held to the fields the screens read; `success` carries its type to src/api/types.ts.
 */
export function answer<T>(success: Schema<T>): Schema<AnswerOf<T>> & { success: Schema<T> } {
  const failure = obj({ status: str, message: opt(str) });
  return {
    success,
    check(v, path, out) {
      const status = (v as { status?: unknown } | null)?.status;
      (status === 'success' ? success : failure).check(v, path, out);
    },
    json: { oneOf: [success.json, failure.json] },
  };
}

/** Every problem of a value; an empty list when it fits. */
export function problemsOf(schema: Schema<unknown>, value: unknown, path = ''): Problem[] {
  const out: Problem[] = [];
  schema.check(value, path, out);
  return out;
}

export const fits = <T>(schema: Schema<T>, value: unknown): value is T =>
  problemsOf(schema, value).every((p) => p.note);

/** One line per problem: `data[3].sort_order: expected number, got "2"`. */
export const describeProblem = (p: Problem) => `${p.path || '(the answer)'}: expected ${p.expected}, got ${p.got}`;
