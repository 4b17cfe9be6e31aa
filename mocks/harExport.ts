/**
 * The request log as a HAR 1.2 file, which `npm run fixtures:import` reads like one saved by DevTools. What the log
 * holds is what the file holds (secrets masked, bodies from before a reload cut), and its comments say so.
 */
import { endpoints } from '../src/api/endpoints';
import { BODY_LIMIT, CUT_MARK, getFullBodies, MASK, type LoggedCall } from './requestLog';
import { readJson } from './store';

type HarNameValue = { name: string; value: string };
type PostData = { mimeType: string; text?: string; params?: HarNameValue[] };

const LOG_COMMENT =
  `Exported from the mock backend's request log (demo data, not a real backend). Secrets (passwords, tokens, ` +
  `the Authorization header) are masked as ${MASK}. Bodies of calls made before the tab was last reloaded are ` +
  `cut after ${BODY_LIMIT} characters and end with "… (cut)"; those entries say so in their comment.`;

const isJson = (text: string) => readJson<unknown>(text, undefined) !== undefined;

/** The request log writes a body as `Authorization: Bearer ••••••` (when sent), then the JSON or `field: value` lines. */
function splitRequestBody(text: string): { authorization: string | null; body: string } {
  const [first, ...rest] = text.split('\n');
  return first?.startsWith('Authorization: ')
    ? { authorization: first.slice('Authorization: '.length), body: rest.join('\n') }
    : { authorization: null, body: text };
}

function postDataOf(call: LoggedCall, body: string): PostData | undefined {
  if (!body) return undefined;
  if (call.endpoint && endpoints[call.endpoint].body === 'multipart') {
    const params = body.split('\n').map((line): HarNameValue => {
      const at = line.indexOf(': ');
      return at < 0 ? { name: line, value: '' } : { name: line.slice(0, at), value: line.slice(at + 2) };
    });
    return { mimeType: 'multipart/form-data', params };
  }
  return { mimeType: isJson(body) ? 'application/json' : 'text/plain', text: body };
}

function entryOf(call: LoggedCall, fallbackOrigin: string) {
  const full = getFullBodies(call.id);
  const requestText = full?.requestBody ?? call.requestBody;
  const responseText = full?.responseBody ?? call.responseBody;
  const url = new URL(call.path, call.origin ?? fallbackOrigin);
  const { authorization, body } = splitRequestBody(requestText);
  const postData = postDataOf(call, body);
  const headers: HarNameValue[] = [
    ...(authorization ? [{ name: 'Authorization', value: authorization }] : []),
    ...(postData ? [{ name: 'Content-Type', value: postData.mimeType }] : []),
  ];
  const status = typeof call.status === 'number' ? call.status : 0;
  const responseType = isJson(responseText) ? 'application/json' : 'text/plain';
  const notes = [
    call.status === null && 'no answer had come when the log was exported',
    call.status === 'network error' && 'the connection failed (no answer)',
    (requestText.endsWith(CUT_MARK) || responseText.endsWith(CUT_MARK)) &&
      `body cut by the mock's request log after ${BODY_LIMIT} characters`,
    call.scenario !== 'normal' && `mock scenario: ${call.scenario}`,
  ].filter(Boolean);
  const wait = Math.max(0, call.durationMs ?? 0);
  return {
    startedDateTime: new Date(call.time).toISOString(),
    time: wait,
    request: {
      method: call.method,
      url: url.href,
      httpVersion: 'HTTP/1.1',
      headers,
      queryString: [...url.searchParams].map(([name, value]) => ({ name, value })),
      cookies: [] as HarNameValue[],
      headersSize: -1,
      bodySize: postData?.text?.length ?? (postData ? -1 : 0),
      ...(postData && { postData }),
    },
    response: {
      status,
      statusText: call.statusText ?? '',
      httpVersion: 'HTTP/1.1',
      headers: status ? [{ name: 'Content-Type', value: responseType }] : [],
      cookies: [] as HarNameValue[],
      content: { size: responseText.length, mimeType: responseType, text: responseText },
      redirectURL: '',
      headersSize: -1,
      bodySize: status ? responseText.length : -1,
    },
    cache: {},
    timings: { blocked: -1, dns: -1, connect: -1, send: 0, wait, receive: 0, ssl: -1 },
    ...(notes.length && { comment: notes.join('; ') }),
  };
}

/** The log (newest first, as the panel keeps it) as a HAR 1.2 document, oldest call first as DevTools writes it. */
export function toHar(log: LoggedCall[], fallbackOrigin: string) {
  return {
    log: {
      version: '1.2',
      creator: { name: 'home-services-marketplace mock backend', version: '1' },
      pages: [],
      entries: [...log].reverse().map((call) => entryOf(call, fallbackOrigin)),
      comment: LOG_COMMENT,
    },
  };
}

/** A HAR 1.2 entry (http://www.softwareishard.com/blog/har-12-spec/) as the request log writes it. */
export type HarEntry = ReturnType<typeof entryOf>;
export type Har = ReturnType<typeof toHar>;

/** `mock-requests-2025-11-01T10-00-00.har`: sortable, and valid on every file system. */
export const harFileName = (now: Date) => `mock-requests-${now.toISOString().slice(0, 19).replace(/:/g, '-')}.har`;
