/**
 * What an answer of the server comes to (src/api/outcome.ts), decided here once for every call: its JSON read,
 * held to the call's response schema (src/api/schemas.ts), its refusals and the end of a session told apart.
 * Loaded by http.ts with the first answer.
 */
import { endpoints, type EndpointName } from './endpoints';
import type { GenericSchema } from 'valibot';
import { saysSessionEnded, type Outcome, type RawAnswer } from './outcome';
import { describeProblem, problemsOf } from './problems';
import { responseSchemas } from './schemas';
import type { Answer } from './types';

/** The status a successful answer carries: Google's geocoding says 'OK', the PHP backend 'success'. */
const successStatus = (name: EndpointName) => (name === 'reverseGeocode' ? 'OK' : 'success');

/** Calls made with a session: a refusal of theirs may be the server ending it. */
const carriesSession = (name: EndpointName) => name === 'validateSession' || 'bearer' in endpoints[name];

const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A refusal, or the end of the session when the call carried one and the server said so. */
function refusal(name: EndpointName, httpStatus: number, body: Record<string, unknown>): Outcome<never> {
  const message = textOf(body.message) ?? textOf(body.error_message);
  const ended = httpStatus === 401 || httpStatus === 403 || saysSessionEnded(message);
  if (carriesSession(name) && ended) return { kind: 'sessionEnded', message, httpStatus };
  return { kind: 'refused', status: textOf(body.status) ?? 'error', message, httpStatus };
}

export function outcomeOf<N extends EndpointName>(name: N, response: RawAnswer): Outcome<Answer<N>> {
  const httpStatus = response.status;
  let parsed: unknown;
  let parseFailed = false;
  try {
    parsed = JSON.parse(response.text);
  } catch {
    parseFailed = true;
  }
  if (!response.ok) {
    if (isRecord(parsed)) return refusal(name, httpStatus, parsed);
    if (carriesSession(name) && (httpStatus === 401 || httpStatus === 403)) return { kind: 'sessionEnded', httpStatus };
    return { kind: 'failed', reason: 'http', httpStatus, detail: `HTTP ${httpStatus}` };
  }
  const schema: GenericSchema | null = responseSchemas[name];
  // A call whose answer §7 leaves unread (a logout) succeeded once the server took it, whatever its body.
  if (schema === null) return { kind: 'ok', answer: (parseFailed ? undefined : parsed) as Answer<N>, httpStatus };
  if (parseFailed) return { kind: 'failed', reason: 'parse', httpStatus, detail: 'The response was not JSON' };
  // Checked at the boundary: a screen never sees an answer of another shape than it reads.
  const wrong = problemsOf(schema, parsed).filter((p) => !p.note);
  if (wrong.length) {
    const detail = wrong.map((p) => `${endpoints[name].path} ${describeProblem(p)}`).join('\n');
    return { kind: 'failed', reason: 'shape', httpStatus, detail };
  }
  const body = parsed as Record<string, unknown>;
  if (body.status !== successStatus(name)) return refusal(name, httpStatus, body);
  return { kind: 'ok', answer: parsed as Answer<N>, httpStatus };
}
