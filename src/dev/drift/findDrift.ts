/**
 * One answer's drift from what the app was written for: its schema's problems, plus what that check lets through:
 * fields no schema names ("extra", for information) and unknown `status` values.
 */
import { endpoints, type EndpointName } from '../../api/endpoints';
import type { GenericSchema } from 'valibot';
import type { RawAnswer } from '../../api/outcome';
import { eachObject, isRecord, problemsOf, shown, step, type Problem } from '../../api/problems';
import { responseSchemas } from '../../api/schemas';

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
 * The top-level statuses the app tells apart: success, and the refusal the error texts answer. Google's geocoding
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

/** The expectations of the schema's types (src/api/problems.ts); any other is a list of allowed values. */
const TYPES = new Set(['string', 'number', 'boolean', 'a list', 'an object']);

function kindOf(problem: Problem): DriftKind {
  if (problem.got === 'nothing') return 'missing';
  // `"success" or string` (an answer's status) names a type too: a number there is of the wrong type.
  if (problem.expected.split(' or ').some((expected) => TYPES.has(expected))) return 'wrong type';
  return /(^|\.)status$/.test(problem.path) ? 'unknown status' : 'unknown value';
}

/** Fields the schema does not name: the check itself lets them pass (the backend may send more than the app reads). */
function extraFields(schema: GenericSchema, body: unknown, out: Drift[]): void {
  eachObject(schema, body, (entries, object, path) => {
    for (const [key, field] of Object.entries(object)) {
      // Own fields only: `in` would find `constructor` or `__proto__` on Object.prototype and call them known.
      if (Object.hasOwn(entries, key)) continue;
      out.push({
        kind: 'extra',
        path: step(path, key),
        expected: 'no such field',
        got: shown(field),
        severity: 'info',
      });
    }
  });
}

function statusDrift(name: EndpointName, body: Record<string, unknown>): Drift[] {
  const known = name === 'reverseGeocode' ? GEOCODE_STATUSES : PHP_STATUSES;
  if (typeof body.status !== 'string' || known.includes(body.status)) return [];
  const expected = known.map((status) => JSON.stringify(status)).join(' or ');
  return [{ kind: 'unknown status', path: 'status', expected, got: shown(body.status), severity: 'drift' }];
}

export function findDrift(name: EndpointName, answer: RawAnswer): Drift[] {
  const schema: GenericSchema | null = responseSchemas[name];
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
    .map(({ note, ...problem }) => ({ ...problem, kind: kindOf(problem), severity: note ? 'info' : 'drift' }));
  if (isRecord(body)) found.push(...statusDrift(name, body));
  extraFields(schema, body, found);
  return found;
}

/** How the overlay and the console name a call: `listServices (GET listservices.php)`, with the shared file's action. */
export function endpointLabel(name: EndpointName): string {
  const def: { method: string; path: string; action?: string } = endpoints[name];
  return `${name} (${def.method} ${def.path}${def.action ? ` action=${def.action}` : ''})`;
}

/** The kind as a reader sees it: information is marked so, so that it does not read as a failure. */
export const describeDrift = (drift: Drift) => (drift.severity === 'info' ? `${drift.kind} (info)` : drift.kind);

/** One console line: `listServices (GET listservices.php): data[3].price wrong type: expected number, got "499"`. */
export const driftLine = (label: string, drift: Drift) =>
  `${label}: ${drift.path || '(the answer)'} ${describeDrift(drift)}: expected ${drift.expected}, got ${drift.got}`;
