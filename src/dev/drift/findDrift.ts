/**
 * What in one answer of the real backend differs from what the app was written for: every problem the response
 * schema (src/api/schemas.ts) finds, each with its path, plus what the app's own check lets through: fields no
 * schema names ("extra", for information) and `status` values no screen knows.
 */
import { endpoints, type EndpointName } from '../../api/endpoints';
import type { RawAnswer } from '../../api/http';
import { responseSchemas } from '../../api/schemas';
import { problemsOf, shown, type Problem, type Schema } from '../../api/shape';

type DriftKind = 'missing' | 'wrong type' | 'unknown status' | 'unknown value' | 'extra' | 'not JSON';

export interface Drift {
  kind: DriftKind;
  /** `data[3].base_price`; empty for the answer as a whole. */
  path: string;
  expected: string;
  got: string;
  /** 'drift': the app may misread the answer; 'info': worth knowing (a field it never reads). */
  severity: 'drift' | 'info';
}

/**
 * The top-level statuses the app tells apart: success, and the refusal the §8 texts answer. Google's geocoding
 * has its own list (its documentation's statuses); anything else is read as a refusal without anyone meaning it.
 */
const PHP_STATUSES = ['success', 'error'];
const GEOCODE_STATUSES = [
  'OK',
  'ZERO_RESULTS',
  'OVER_DAILY_LIMIT',
  'OVER_QUERY_LIMIT',
  'REQUEST_DENIED',
  'INVALID_REQUEST',
  'UNKNOWN_ERROR',
];
const knownStatuses = (name: EndpointName) => (name === 'reverseGeocode' ? GEOCODE_STATUSES : PHP_STATUSES);

/** The expectations of the schema's leaves (src/api/shape.ts); any other is a list of allowed values (`oneOf`). */
const TYPES = new Set(['string', 'number', 'boolean', 'a list', 'an object']);

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

function kindOf(problem: Problem): DriftKind {
  if (problem.got === 'nothing') return 'missing';
  if (TYPES.has(problem.expected)) return 'wrong type';
  return /(^|\.)status$/.test(problem.path) ? 'unknown status' : 'unknown value';
}

/**
 * Fields the schema does not name, found by walking its JSON Schema beside the value: the checker itself lets
 * them pass (the backend may send more than the app reads).
 */
function extraFields(json: Json, value: unknown, path: string, out: Drift[]): void {
  if (Array.isArray(json.anyOf)) {
    // nullable(…): null has no fields.
    if (value !== null) extraFields(json.anyOf[0] as Json, value, path, out);
  } else if (Array.isArray(json.oneOf)) {
    // answer(…): the success shape when the status says so, else the failure shape (src/api/shape.ts).
    const branch = isRecord(value) && value.status === 'success' ? 0 : 1;
    extraFields(json.oneOf[branch] as Json, value, path, out);
  } else if (isRecord(json.properties) && isRecord(value)) {
    const properties = json.properties;
    for (const [key, field] of Object.entries(value)) {
      const at = join(path, key);
      // Own fields only: `in` would find `constructor` or `__proto__` on Object.prototype and call them known.
      if (Object.hasOwn(properties, key)) extraFields(properties[key] as Json, field, at, out);
      else out.push({ kind: 'extra', path: at, expected: 'no such field', got: shown(field), severity: 'info' });
    }
  } else if (isRecord(json.items) && Array.isArray(value)) {
    const items = json.items;
    value.forEach((item, index) => extraFields(items, item, `${path}[${index}]`, out));
  }
}

function statusDrift(name: EndpointName, body: Json): Drift[] {
  const known = knownStatuses(name);
  if (typeof body.status !== 'string' || known.includes(body.status)) return [];
  const expected = known.map((status) => JSON.stringify(status)).join(' or ');
  return [{ kind: 'unknown status', path: 'status', expected, got: shown(body.status), severity: 'drift' }];
}

/** Every drift of one answer of a call; an empty list when it is what the app was written for. */
export function findDrift(name: EndpointName, answer: RawAnswer): Drift[] {
  const schema: Schema<unknown> | null = responseSchemas[name];
  // A call whose answer the app never reads (a logout) cannot drift.
  if (schema === null) return [];
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return [
      {
        kind: 'not JSON',
        path: '',
        expected: 'a JSON answer',
        got: answer.text.trim() ? shown(answer.text.trim()) : 'an empty body',
        // An HTTP error page is the server failing, which the app reports itself; a 2xx page is the answer drifting.
        severity: answer.ok ? 'drift' : 'info',
      },
    ];
  }
  // An HTTP error's JSON is read for its status and message only (src/api/answers.ts).
  if (!answer.ok) return isRecord(body) ? statusDrift(name, body) : [];
  const found: Drift[] = problemsOf(schema, body)
    // A field no screen reads that is absent is no news; one that came in another shape is worth a note.
    .filter((problem) => !(problem.note && problem.got === 'nothing'))
    .map((problem) => ({
      kind: kindOf(problem),
      path: problem.path,
      expected: problem.expected,
      got: problem.got,
      severity: problem.note ? 'info' : 'drift',
    }));
  if (isRecord(body)) found.push(...statusDrift(name, body));
  extraFields(schema.json, body, '', found);
  return found;
}

/** How the overlay and the console name a call: `listServices (GET listservices.php)`, with the shared file's action. */
export function endpointLabel(name: EndpointName): string {
  const def: { method: string; path: string; action?: string } = endpoints[name];
  return `${name} (${def.method} ${def.path}${def.action ? ` action=${def.action}` : ''})`;
}
