/** The mock panel's request log (docs/qa.md): the last 100 calls, secrets masked before keeping, in this tab only. */
import type { EndpointName } from '../src/api/endpoints';
import { endpointForAction } from './endpointForAction';
import { getScenario, scenarioAppliesTo } from './scenarios';
import { listeners, readJson, webStorage } from './store';

export const LOG_LIMIT = 100;
/** Bodies longer than this are cut, so 100 calls fit in the tab's storage. */
export const BODY_LIMIT = 4000;
/**
 * The whole (masked) bodies of this page view's calls, in memory only, for the HAR export: a catalogue list is far
 * longer than BODY_LIMIT. Each is still capped, so 100 calls stay a few megabytes at most.
 */
const FULL_BODY_LIMIT = 1_000_000;
const fullBodies = new Map<string, { requestBody: string; responseBody: string }>();
/** The bodies of a call as sent and received (masked, not cut); undefined after a reload of the tab. */
export const getFullBodies = (id: string) => fullBodies.get(id);
export const MASK = '••••••';
const SESSION_KEY = 'hsm-mock-request-log';

export interface LoggedCall {
  id: string;
  /** When the call started (ms since the epoch). */
  time: number;
  method: string;
  /** Path and query, secrets in the query masked. */
  path: string;
  /** The scheme and host the call went to (absent in logs kept before it was recorded). */
  origin?: string;
  action: string | null;
  /** The endpoint table's name for the call (null when the body named none). */
  endpoint: EndpointName | null;
  /** HTTP status; 'network error' for a failed connection; null while no answer has come. */
  status: number | 'network error' | null;
  statusText?: string;
  /** The scenario that applied to this call ('normal' when it aimed at another endpoint). */
  scenario: string;
  durationMs: number | null;
  requestBody: string;
  responseBody: string;
}

let entries: LoggedCall[] = [];
let enabled = false;
let persist = false;
const changes = listeners();
const tab = webStorage('sessionStorage');

export const getRequestLog = (): LoggedCall[] => entries;
export const onRequestLogChange = changes.on;

function changed(): void {
  if (persist) tab.set(SESSION_KEY, JSON.stringify(entries));
  changes.emit();
}

/** Starts recording; `inTab` keeps the log in sessionStorage across reloads of this tab (the browser app). */
export function startRequestLog({ inTab = false }: { inTab?: boolean } = {}): void {
  enabled = true;
  persist = inTab;
  if (inTab) {
    const saved = readJson<unknown>(tab.get(SESSION_KEY), []);
    entries = Array.isArray(saved) ? (saved as LoggedCall[]).slice(0, LOG_LIMIT) : [];
  }
  changes.emit();
}

export function stopRequestLog(): void {
  enabled = false;
  persist = false;
  clearRequestLog();
}

export function clearRequestLog(): void {
  entries = [];
  fullBodies.clear();
  changed();
}

export function addLoggedCall(call: LoggedCall): void {
  entries = [call, ...entries.filter((entry) => entry.id !== call.id)].slice(0, LOG_LIMIT);
  for (const id of fullBodies.keys()) if (!entries.some((entry) => entry.id === id)) fullBodies.delete(id);
  changed();
}

function updateLoggedCall(id: string, patch: Partial<LoggedCall>): void {
  if (!entries.some((entry) => entry.id === id)) return;
  entries = entries.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry));
  changed();
}

export const filterRequestLog = (log: LoggedCall[], endpoint: string): LoggedCall[] =>
  endpoint ? log.filter((entry) => entry.endpoint === endpoint) : log;

const SECRET_KEY = /password|token|authorization/i;

/** A copy of a parsed JSON value with every password, token, session_token, Authorization… value masked. */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, SECRET_KEY.test(key) ? MASK : maskSecrets(inner)]),
    );
  }
  return value;
}

/** The mark a cut body ends with (mocks/harExport.ts tells a cut body by it). */
export const CUT_MARK = '\n… (cut)';
const cut = (text: string, limit = BODY_LIMIT) => (text.length > limit ? `${text.slice(0, limit)}${CUT_MARK}` : text);

function maskText(text: string, json = readJson<unknown>(text, undefined)): string {
  return json === undefined ? text : JSON.stringify(maskSecrets(json), null, 2);
}

function maskPath(url: URL): string {
  const params = new URLSearchParams(url.search);
  for (const key of [...params.keys()]) if (SECRET_KEY.test(key)) params.set(key, MASK);
  const query = params.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

/** What the request carried: its Authorization header (masked), then the body (form fields or JSON). */
async function describeRequest(request: Request): Promise<{ text: string; action: string | null }> {
  const lines: string[] = [];
  const authorization = request.headers.get('Authorization');
  if (authorization !== null) {
    // The scheme shows only before credentials: a header that is one word is all secret.
    const [scheme, ...credentials] = authorization.trim().split(/\s+/);
    lines.push(`Authorization: ${credentials.length ? `${scheme} ` : ''}${MASK}`);
  }
  let action: unknown = null;
  try {
    if ((request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data')) {
      const form = await request.formData();
      action = form.get('action');
      for (const [key, value] of form.entries()) {
        const shown =
          typeof value !== 'string' ? `[file ${value.name}, ${value.size} bytes]` : SECRET_KEY.test(key) ? MASK : value;
        lines.push(`${key}: ${shown}`);
      }
    } else {
      const text = await request.text();
      const json = readJson<{ action?: unknown } | null | undefined>(text, undefined);
      action = json?.action;
      if (text) lines.push(maskText(text, json));
    }
  } catch {
    lines.push('(body could not be read)');
  }
  return { text: cut(lines.join('\n'), FULL_BODY_LIMIT), action: typeof action === 'string' ? action : null };
}

function appliedScenario(endpoint: EndpointName | null): string {
  if (!scenarioAppliesTo(endpoint)) return 'normal';
  const { name, endpoint: only } = getScenario();
  return only ? `${name} (${only} only)` : name;
}

let counter = 0;

/** Runs the mock's answer for a call of `group` (one URL and method) and logs it: pending at once, then completed. */
export async function logCall(group: EndpointName[], request: Request, answer: () => Promise<Response>) {
  if (!enabled) return answer();
  const started = performance.now();
  const id = `${Date.now()}-${(counter += 1)}`;
  const url = new URL(request.url);
  const byUrl = group.length === 1 ? group[0] : null;
  // The first entry names the call by its URL; the body (read from a copy) names the exact endpoint.
  addLoggedCall({
    id,
    time: Date.now(),
    method: request.method,
    path: maskPath(url),
    origin: url.origin,
    action: null,
    endpoint: byUrl,
    status: null,
    scenario: appliedScenario(byUrl),
    durationMs: null,
    requestBody: '',
    responseBody: '',
  });
  // A call that never gets an answer (the timeout scenario) still shows what it sent.
  const described = describeRequest(request.clone()).then(({ text, action }) => {
    const endpoint = endpointForAction(group, action) ?? null;
    updateLoggedCall(id, { requestBody: cut(text), action, endpoint });
    return { text, endpoint };
  });
  const response = await answer();
  const { text, endpoint } = await described;
  const failed = response.type === 'error';
  const responseBody = failed ? '' : cut(maskText(await response.clone().text()), FULL_BODY_LIMIT);
  if (entries.some((entry) => entry.id === id)) fullBodies.set(id, { requestBody: text, responseBody });
  updateLoggedCall(id, {
    scenario: appliedScenario(endpoint),
    status: failed ? 'network error' : response.status,
    statusText: response.statusText,
    durationMs: Math.round(performance.now() - started),
    responseBody: cut(responseBody),
  });
  return response;
}
