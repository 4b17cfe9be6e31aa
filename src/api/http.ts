import { config } from './config';
import { endpoints, endpointUrl, type EndpointDef, type EndpointName } from './endpoints';
import type { Schema } from './shape';

/** What went wrong on the way: the screens turn each kind into the exact text of SPEC §8. */
/** `shape`: JSON came, but not of the shape the screens read (src/api/schemas.ts); screens treat it like `parse`. */
export type ApiErrorKind = 'http' | 'parse' | 'shape' | 'timeout' | 'network';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status when the server answered at all. */
  readonly status?: number;
  /** Parsed JSON body of a non-OK answer, when it had one (PHP often explains itself there). */
  readonly body?: unknown;

  constructor(kind: ApiErrorKind, message: string, init: { status?: number; body?: unknown; cause?: unknown } = {}) {
    super(message, { cause: init.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = init.status;
    this.body = init.body;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The `message` of a JSON error body that came with a non-OK answer, if any (PHP often explains itself there). */
export function bodyMessage(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const body = error.body as { message?: unknown } | undefined;
  return typeof body?.message === 'string' && body.message.trim() ? body.message : undefined;
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
    if (timedOut) throw new ApiError('timeout', 'The request timed out', { cause });
    if (options.signal?.aborted) throw cause;
    throw new ApiError('network', 'The network request failed', { cause });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}

/** Resolves with the parsed JSON of the answer (business failures included); rejects only with ApiError. */
export async function call<T>(name: EndpointName, options: CallOptions = {}): Promise<T> {
  const response = await send(name, options);
  let parsed: unknown;
  let parseFailed = false;
  try {
    parsed = JSON.parse(response.text);
  } catch {
    parseFailed = true;
  }
  if (!response.ok) {
    throw new ApiError('http', `HTTP ${response.status}`, {
      status: response.status,
      body: parseFailed ? undefined : parsed,
    });
  }
  if (parseFailed) throw new ApiError('parse', 'The response was not JSON', { status: response.status });
  // Checked at the boundary: a screen never sees an answer of another shape than it reads. The schemas load with
  // the first answer, not with the page: the customer home's JavaScript budget has no room for them.
  const { responseSchemas, problemsOf, describeProblem } = await import('./schemas');
  const schema: Schema<unknown> | null = responseSchemas[name];
  const wrong = schema ? problemsOf(schema, parsed).filter((p) => !p.note) : [];
  if (wrong.length) {
    const lines = wrong.map((p) => `${endpoints[name].path} ${describeProblem(p)}`);
    throw new ApiError('shape', lines.join('\n'), { status: response.status });
  }
  return parsed as T;
}

/** For the connectivity check of §7, which reads nothing but the HTTP status. */
export async function callForStatus(name: EndpointName, options: CallOptions = {}): Promise<number> {
  return (await send(name, options)).status;
}
