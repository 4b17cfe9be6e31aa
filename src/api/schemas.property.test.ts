import fc from 'fast-check';
import type { GenericSchema } from 'valibot';
import { describe, expect, it } from 'vitest';
import { jsonSchemaOf } from './openapi';
import { problemsOf } from './problems';
import { category, responseSchemas, subcategory } from './schemas';
import { storedSchemas } from './storedSchemas';

/**
 * The answer checks (src/api/problems.ts over the Valibot schemas) against every schema of the app. Values are
 * drawn from each schema's own JSON Schema (the one docs/openapi.yaml is made of), so a check that parts from its
 * published JSON Schema fails here too. §7 lists what the app reads; a backend may always send more, so more never
 * fails.
 */

type Json = Record<string, unknown>;
type Value = unknown;
interface Checked {
  schema: GenericSchema;
  json: Json;
}

const checked = (schema: GenericSchema): Checked => ({ schema, json: jsonSchemaOf(schema) });
const SCHEMAS: [string, Checked][] = [
  ...Object.entries(responseSchemas).flatMap(([name, schema]): [string, Checked][] =>
    schema ? [[name, checked(schema)]] : [],
  ),
  ...Object.entries(storedSchemas).map(([name, schema]): [string, Checked] => [`stored ${name}`, checked(schema)]),
];
const fits = (schema: GenericSchema, value: unknown) => problemsOf(schema, value).every((p) => p.note);

/** Keys a backend might add; never one the schema declares (it would then be a declared field, not an extra). */
const extraKey = (declared: Json) =>
  fc
    .oneof(fc.constantFrom('debug', 'server_time', 'user_id', 'extra', 'data2', 'x'), fc.string({ maxLength: 8 }))
    .filter((key) => !(key in declared) && key !== '__proto__');
const extras = (declared: Json) => fc.dictionary(extraKey(declared), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 });

/** Any value the JSON Schema describes, with extra fields at every object level. */
function valueOf(json: Json): fc.Arbitrary<Value> {
  if (json.oneOf) {
    // answer(): the status picks the branch, so the success shape goes with 'success' and the failure with another.
    const [success, failure] = json.oneOf as Json[];
    return fc.oneof(
      valueOf(success!).map((v) => ({ ...(v as Json), status: 'success' })),
      fc
        .tuple(
          valueOf(failure!),
          fc.string().filter((s) => s !== 'success'),
        )
        .map(([v, status]) => ({ ...(v as Json), status })),
    );
  }
  if (json.anyOf) return fc.oneof(...(json.anyOf as Json[]).map(valueOf));
  if (json.enum) return fc.constantFrom(...(json.enum as Value[]));
  if ('const' in json) return fc.constant(json.const);
  switch (json.type) {
    case 'null':
      return fc.constant(null);
    case 'string':
      return fc.string({ maxLength: 12 });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valueOf(json.items as Json), { maxLength: 3 });
    case 'object': {
      const properties = json.properties as Record<string, Json>;
      const model = Object.fromEntries(Object.entries(properties).map(([k, p]) => [k, valueOf(p)]));
      const requiredKeys = (json.required as string[] | undefined) ?? [];
      return fc
        .tuple(extras(properties), fc.record(model, { requiredKeys }))
        .map(([more, declared]) => ({ ...more, ...declared }));
    }
    default:
      return fc.jsonValue({ maxDepth: 2 }); // {}: anything
  }
}

/** Where, in a value drawn from this JSON Schema, a required field sits: the checker's path, and the way there. */
interface Place {
  path: string;
  steps: (string | number)[];
}
/**
 * The required fields of a drawn value, found by walking its JSON Schema. A field no screen reads (`unread`)
 * holds nothing to account, whatever lies under it (addCategory's `data`), and the JSON Schema does not say
 * which fields those are: `isUnread` asks the checker whether a wrong value there would be only a note.
 */
function requiredPlaces(
  json: Json,
  value: Value,
  isUnread: (place: Place) => boolean,
  path = '',
  steps: (string | number)[] = [],
): Place[] {
  if (json.oneOf) {
    const [success, failure] = json.oneOf as Json[];
    return requiredPlaces((value as Json).status === 'success' ? success! : failure!, value, isUnread, path, steps);
  }
  if (json.anyOf) {
    if (value === null) return [];
    const branch = (json.anyOf as Json[]).find((b) => b.type !== 'null')!;
    return requiredPlaces(branch, value, isUnread, path, steps);
  }
  if (json.type === 'array')
    return (value as Value[]).flatMap((item, i) =>
      requiredPlaces(json.items as Json, item, isUnread, `${path}[${i}]`, [...steps, i]),
    );
  if (json.type !== 'object') return [];
  const properties = json.properties as Record<string, Json>;
  const required = (json.required as string[] | undefined) ?? [];
  return Object.entries(properties).flatMap(([key, property]) => {
    const place = { path: path ? `${path}.${key}` : key, steps: [...steps, key] };
    const here = required.includes(key) ? [place] : [];
    const held = key in (value as Json) && !isUnread(place);
    const inner = held ? requiredPlaces(property, (value as Json)[key], isUnread, place.path, place.steps) : [];
    return [...here, ...inner];
  });
}

/** The value with the field at `steps` set to `to`, or taken away. */
function edited(value: Value, steps: (string | number)[], to?: Value): Value {
  const copy = structuredClone(value) as Json;
  const parent = steps.slice(0, -1).reduce<Json>((node, step) => node[step] as Json, copy);
  if (to === undefined) delete parent[steps.at(-1)!];
  else parent[steps.at(-1)!] = to;
  return copy;
}

describe('answer checks (properties)', () => {
  it.each(SCHEMAS)(
    '%s: every answer its JSON Schema allows fits, whatever extra fields it carries',
    (_name, { schema, json }) => {
      fc.assert(
        fc.property(valueOf(json), (value) => {
          expect(problemsOf(schema, value).filter((p) => !p.note)).toEqual([]);
          expect(fits(schema, value)).toBe(true);
        }),
        { numRuns: 50 },
      );
    },
  );

  it.each(SCHEMAS)('%s: taking away any required field fails, at that field', (_name, { schema, json }) => {
    const withPlace = valueOf(json).chain((value) => {
      // A function fits no schema but `any`: where it is only a note, no screen reads the field.
      const isUnread = ({ path, steps }: Place) =>
        problemsOf(
          schema,
          edited(value, steps, () => 0),
        ).some((p) => p.path === path && p.note);
      const places = requiredPlaces(json, value, isUnread);
      return places.length ? fc.constantFrom(...places).map((place) => ({ value, place })) : fc.constant(null);
    });
    fc.assert(
      fc.property(withPlace, (drawn) => {
        fc.pre(drawn !== null);
        const { value, place } = drawn!;
        const broken = edited(value, place.steps);
        expect(fits(schema, broken)).toBe(false);
        expect(problemsOf(schema, broken).filter((p) => !p.note && p.path === place.path)).not.toEqual([]);
      }),
      { numRuns: 50 },
    );
  });

  it.each([
    ['category', category],
    ['subcategory', subcategory],
  ] as const)('%s: a field no screen reads may hold anything, or be absent: only notes', (_name, schema) => {
    // The fields whose absence is only a note.
    const unread = problemsOf(schema, {})
      .filter((p) => p.note)
      .map((p) => p.path);
    fc.assert(
      fc.property(
        valueOf(jsonSchemaOf(schema)),
        fc.subarray(unread),
        fc.dictionary(fc.constantFrom(...unread), fc.jsonValue({ maxDepth: 2 })),
        (value, gone, odd) => {
          const answer = { ...(value as Json), ...odd };
          for (const key of gone) delete answer[key];
          expect(fits(schema, answer)).toBe(true);
        },
      ),
      { numRuns: 50 },
    );
  });
});
