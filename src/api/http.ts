import { config } from './config';
import { endpoints, endpointUrl, type EndpointDef, type EndpointName } from './endpoints';
import { saysSessionEnded, type Outcome } from './outcome';
import type { Schema } from './shape';
import type { Answer } from './types';

/** What went wrong before any answer could be read; `call` turns it into a `Failed` outcome. */
class NoAnswer extends Error {
  readonly reason: 'timeout' | 'network';

  constructor(reason: 'timeout' | 'network', message: string, cause: unknown) {
    super(message, { cause });
    this.reason = reason;
  }
}

/** No call may spin for ever: the ones §9 does not time get this. */
export const DEFAULT_TIMEOUT_MS = 30_000;

export type QueryValue = string | number | boolean | null | undefined;
export type JsonBody = Record<string, unknown>;

export interface CallOptions {
  json?: JsonBody;
  form?: FormData;
  query?: Record<string, QueryValue>;
  token?: string | null;
  signal?: AbortSignal;
}

function withQuery(url: string, query?: Record<string, QueryValue>): string {
  // Root-relative URLs are resolved against the page (jsdom gives tests and the contract check one too).
  const resolved = new URL(url, location.href);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    resolved.searchParams.set(key, String(value));
  }
  return resolved.toString();
}

interface RawAnswer {
  status: number;
  ok: boolean;
  text: string;
}

/** The one place that calls `fetch`: sends the call as the table says, reads the answer as text. */
async function send(name: EndpointName, options: CallOptions): Promise<RawAnswer> {
  const def: EndpointDef = endpoints[name];
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (def.body === 'json') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify({ ...(def.action ? { action: def.action } : {}), ...options.json });
  } else if (def.body === 'multipart') {
    const form = options.form ?? new FormData();
    if (def.action && !form.has('action')) form.set('action', def.action);
    body = form; // the browser writes the multipart boundary itself
  }
  const sendsBearer = def.bearer === 'admin' ? config.adminBearer : Boolean(def.bearer);
  if (sendsBearer && options.token) headers.Authorization = `Bearer ${options.token}`;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, def.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onOuterAbort);

  try {
    const response = await fetch(withQuery(endpointUrl(name), options.query), {
      method: def.method,
      headers,
      body,
      credentials: def.credentials ?? 'same-origin',
      signal: controller.signal,
    });
    return { status: response.status, ok: response.ok, text: await response.text() };
  } catch (cause) {
    if (timedOut) throw new NoAnswer('timeout', 'The request timed out', cause);
    if (options.signal?.aborted) throw cause;
    throw new NoAnswer('network', 'The network request failed', cause);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}

/** The status a successful answer carries: Google's geocoding says 'OK', the PHP backend 'success'. */
const successStatus = (name: EndpointName) => (name === 'reverseGeocode' ? 'OK' : 'success');

/** Calls made with a session: a refusal of theirs may be the server ending it. */
const carriesSession = (name: EndpointName) => name === 'validateSession' || 'bearer' in endpoints[name];

const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

/** A refusal, or the end of the session when the call carried one and the server said so. */
function refusal(name: EndpointName, httpStatus: number, body: Record<string, unknown>): Outcome<never> {
  const message = textOf(body.message) ?? textOf(body.error_message);
  const ended = httpStatus === 401 || httpStatus === 403 || saysSessionEnded(message);
  if (carriesSession(name) && ended) return { kind: 'sessionEnded', message, httpStatus };
  return { kind: 'refused', status: textOf(body.status) ?? 'error', message, httpStatus };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Sends a call of the table and says what it came to (src/api/outcome.ts). Never rejects, except when the
 * caller's own signal aborted it (a page left: nobody is waiting for the outcome).
 */
export async function call<N extends EndpointName>(name: N, options: CallOptions = {}): Promise<Outcome<Answer<N>>> {
  let response: RawAnswer;
  try {
    response = await send(name, options);
  } catch (error) {
    if (!(error instanceof NoAnswer)) throw error;
    return { kind: 'failed', reason: error.reason, detail: error.message };
  }
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
  // Checked at the boundary: a screen never sees an answer of another shape than it reads. The schemas load with
  // the first answer, not with the page: the customer home's JavaScript budget has no room for them.
  const { responseSchemas, problemsOf, describeProblem } = await import('./schemas');
  const schema: Schema<unknown> | null = responseSchemas[name];
  // A call whose answer §7 leaves unread (a logout) succeeded once the server took it, whatever its body.
  if (schema === null) return { kind: 'ok', answer: (parseFailed ? undefined : parsed) as Answer<N>, httpStatus };
  if (parseFailed) return { kind: 'failed', reason: 'parse', httpStatus, detail: 'The response was not JSON' };
  const wrong = problemsOf(schema, parsed).filter((p) => !p.note);
  if (wrong.length) {
    const detail = wrong.map((p) => `${endpoints[name].path} ${describeProblem(p)}`).join('\n');
    return { kind: 'failed', reason: 'shape', httpStatus, detail };
  }
  const body = parsed as Record<string, unknown>;
  if (body.status !== successStatus(name)) return refusal(name, httpStatus, body);
  return { kind: 'ok', answer: parsed as Answer<N>, httpStatus };
}

/** For the connectivity check of §7, which reads nothing but the HTTP status. */
export async function callForStatus(name: EndpointName, options: CallOptions = {}): Promise<number> {
  return (await send(name, options)).status;
}
