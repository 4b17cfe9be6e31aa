import { endpoints, type EndpointName } from './endpoints';
import type { GenericSchema } from 'valibot';
import { saysSessionEnded, type Outcome, type RawAnswer } from './outcome';
import { isRecord } from './problems';
import { contractReport, responseSchemas } from './schemas';
import type { Answer } from './types';

const successStatus = (name: EndpointName) => (name === 'reverseGeocode' ? 'OK' : 'success');

const carriesSession = (name: EndpointName) => name === 'validateSession' || 'bearer' in endpoints[name];

const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

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
  const { failures } = contractReport(name, parsed);
  if (failures.length) return { kind: 'failed', reason: 'shape', httpStatus, detail: failures.join('\n') };
  const body = parsed as Record<string, unknown>;
  if (body.status !== successStatus(name)) return refusal(name, httpStatus, body);
  return { kind: 'ok', answer: parsed as Answer<N>, httpStatus };
}
