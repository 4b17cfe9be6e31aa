/**
 * The alarm names a drift of every call the app reads, not only of those the e2e stand-in drifts: for each row of
 * the endpoint table with a response schema, an answer the app was written for (built from the schema's own JSON
 * Schema) raises nothing, and the same answer with one field taken away, one of the wrong type, an unknown status
 * or a PHP warning instead of JSON is named with its call, path and kind.
 */
import { describe, expect, it } from 'vitest';
import { endpointNames, type EndpointName } from '../../api/endpoints';
import { jsonSchemaOf } from '../../api/openapi';
import { responseSchemas } from '../../api/schemas';
import { endpointLabel, findDrift } from './findDrift';

type Json = Record<string, unknown>;

/** The smallest value a response schema's JSON Schema accepts: required fields only, one item per list. */
function exampleOf(schema: Json): unknown {
  if (Array.isArray(schema.oneOf)) return exampleOf(schema.oneOf[0] as Json); // an answer's success shape first
  if (Array.isArray(schema.anyOf)) return exampleOf(schema.anyOf[0] as Json); // nullable: the value, not null
  if (Array.isArray(schema.enum)) return schema.enum[0];
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Json>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.map((key) => [key, exampleOf(properties[key])]));
    }
    case 'array':
      return [exampleOf(schema.items as Json)];
    case 'number':
      return 7;
    case 'boolean':
      return true;
    case 'string':
      return 'x';
    default:
      return null;
  }
}

/** The path of the first leaf an answer holds besides its status (`data[0].id`), depth first. */
function firstLeaf(value: unknown, path = ''): string | null {
  if (Array.isArray(value)) return value.length ? firstLeaf(value[0], `${path}[0]`) : null;
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'status' && !path) continue;
      const found = firstLeaf(inner, path ? `${path}.${key}` : key);
      if (found) return found;
    }
    return null;
  }
  return path || null;
}

function change(value: unknown, path: string, to: (old: unknown) => unknown | undefined): unknown {
  const copy = structuredClone(value) as Json;
  const keys = path.replace(/\[(\d+)\]/g, '.$1').split('.');
  let at = copy as Json;
  for (const key of keys.slice(0, -1)) at = at[key] as Json;
  const last = keys[keys.length - 1];
  const next = to(at[last]);
  if (next === undefined) delete at[last];
  else at[last] = next;
  return copy;
}

const read = endpointNames.filter((name): name is EndpointName => responseSchemas[name] !== null);
const answer = (body: unknown) => ({ status: 200, ok: true, text: JSON.stringify(body) });
/** The schema says `status` is a string; the alarm knows which: PHP's `success`, Google's `OK` for geocoding. */
const successOf = (name: EndpointName) => ({
  ...(exampleOf(jsonSchemaOf(responseSchemas[name]!)) as Json),
  status: name === 'reverseGeocode' ? 'OK' : 'success',
});

describe('the drift alarm over every call the app reads', () => {
  it('covers the calls of the endpoint table that have an answer to read', () => {
    expect(read.length).toBeGreaterThanOrEqual(25);
  });

  it.each(read)('%s: an answer as written raises nothing', (name) => {
    expect(findDrift(name, answer(successOf(name)))).toEqual([]);
  });

  it.each(read)('%s: a status of the wrong type, an unknown status and a PHP warning are named', (name) => {
    const body = successOf(name) as Json;
    expect(findDrift(name, answer({ ...body, status: 1 }))).toContainEqual(
      expect.objectContaining({ path: 'status', kind: 'wrong type', severity: 'drift' }),
    );
    expect(findDrift(name, answer({ ...body, status: 'Success!' }))).toContainEqual(
      expect.objectContaining({ path: 'status', kind: 'unknown status', got: '"Success!"', severity: 'drift' }),
    );
    const warning = { status: 200, ok: true, text: '<b>Warning</b>: Undefined index in db.php' };
    expect(findDrift(name, warning)).toEqual([expect.objectContaining({ kind: 'not JSON', severity: 'drift' })]);
    expect(endpointLabel(name)).toMatch(new RegExp(`^${name} \\((GET|POST|DELETE|PUT) `));
  });

  const withFields = read.filter((name) => firstLeaf(successOf(name)) !== null);
  it('has fields to take away in every answer that carries more than its status', () => {
    expect(withFields.length).toBeGreaterThanOrEqual(8);
  });

  it.each(withFields)('%s: a field the app reads, missing or of another type, is named by its path', (name) => {
    const body = successOf(name);
    const path = firstLeaf(body)!;
    expect(findDrift(name, answer(change(body, path, () => undefined)))).toContainEqual(
      expect.objectContaining({ path, kind: 'missing', got: 'nothing', severity: 'drift' }),
    );
    const swapped = change(body, path, (old) => (typeof old === 'string' ? 12345 : 'a string'));
    expect(findDrift(name, answer(swapped))).toContainEqual(
      expect.objectContaining({ path, kind: expect.stringMatching(/wrong type|unknown/), severity: 'drift' }),
    );
  });
});
