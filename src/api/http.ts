import { config } from './config';
import { endpoints, endpointUrl, type EndpointDef, type EndpointName } from './endpoints';
import type { Failed, Outcome, RawAnswer } from './outcome';
import type { Answer } from './types';
import { devLog } from './devLog';

export const DEFAULT_TIMEOUT_MS = 30_000;

export interface CallOptions {
  json?: Record<string, unknown>;
  form?: FormData;
  query?: Record<string, string | number | boolean | null | undefined>;
  token?: string | null;
  signal?: AbortSignal;
}

function withQuery(url: string, query: CallOptions['query']): string {
  // Root-relative URLs are resolved against the page (jsdom gives tests and the contract check one too).
  const resolved = new URL(url, location.href);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    resolved.searchParams.set(key, String(value));
  }
  return resolved.toString();
}

/** The one place that calls `fetch`; rejects only with the caller's own abort. */
async function send(name: EndpointName, options: CallOptions): Promise<RawAnswer | Failed> {
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
    if (timedOut) return { kind: 'failed', reason: 'timeout', detail: 'The request timed out' };
    if (options.signal?.aborted) throw cause;
    return { kind: 'failed', reason: 'network', detail: 'The network request failed' };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}

export type AnswerListener = (name: EndpointName, answer: RawAnswer) => void;
const answerListeners = new Set<AnswerListener>();

/** For the drift alarm (src/dev/drift, development only): every answer, before the app reads it. */
export function onAnswer(listener: AnswerListener): () => void {
  answerListeners.add(listener);
  return () => void answerListeners.delete(listener);
}

/** Never rejects, except when the caller's own signal aborted it (a page left: nobody is waiting). */
export async function call<N extends EndpointName>(name: N, options: CallOptions = {}): Promise<Outcome<Answer<N>>> {
  const response = await send(name, options);
  if ('kind' in response) return response;
  for (const listener of answerListeners) {
    try {
      listener(name, response);
    } catch (error) {
      // A listener's own failure must never become the call's.
      devLog.error('[api] an answer listener failed', error);
    }
  }
  // Reading an answer (with the schemas it is checked against) loads with the first answer, not with the page:
  // the customer home's JavaScript budget has no room for it.
  const { outcomeOf } = await import('./answers');
  return outcomeOf(name, response);
}

/** Rejects when no answer came, so the screen can say why. */
export async function callForStatus(name: EndpointName, options: CallOptions = {}): Promise<number> {
  const answer = await send(name, options);
  if ('kind' in answer) throw new Error(answer.detail);
  return answer.status;
}
