/**
 * Field measurement's records (docs/field-vitals.md), shaped so nothing identifies a visitor: the route's pattern, not
 * its URL; selectors and messages without digits, e-mails, URLs or quoted text. Pure: report.ts only feeds them.
 */

type VitalName = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';

/** What every record carries: where (the route's pattern), which build, and how fast the visitor's network is. */
type RecordContext = { route: string; version: string; connection: string };

/** The records' fields are docs/field-vitals.md's. */
export type FieldRecord = ReturnType<typeof vitalRecord> | ReturnType<typeof errorRecord>;

/** An uncaught error or rejection as the page's listeners catch it (start.ts), before it is shaped. */
export interface CaughtError {
  /** `error`: an uncaught exception; `rejection`: a promise rejection nothing handled. */
  source: 'error' | 'rejection';
  thrown: unknown;
  message?: string;
}

/** Where caught errors go: a list until the measurement has loaded, then the measurement itself. */
export type ErrorSink = (error: CaughtError) => void;

/** At most this many records a page sends, errors at most MAX_ERRORS of them: a loop of errors cannot flood. */
export const MAX_RECORDS = 40;
export const MAX_ERRORS = 10;
const MAX_MESSAGE = 160;
const MAX_SELECTOR = 100;

/** The matches' route pattern (`/services/:id`, never `/services/5`): pathless layouts add nothing, `/…` restarts. */
export function routePattern(paths: readonly (string | undefined)[]): string {
  if (paths.length === 0) return 'unknown';
  let segments: string[] = [];
  for (const path of paths) {
    if (!path) continue;
    if (path.startsWith('/')) segments = [];
    segments.push(...path.split('/').filter(Boolean));
  }
  return `/${segments.join('/')}`;
}

const CONNECTIONS = new Set(['slow-2g', '2g', '3g', '4g']);

/** The Network Information API's effective type (Chromium), one of four words, else `unknown`. */
export function coarseConnection(effectiveType: unknown): string {
  return typeof effectiveType === 'string' && CONNECTIONS.has(effectiveType) ? effectiveType : 'unknown';
}

const URL_PATTERN = /\b(?:[a-z][a-z\d+.-]*:\/\/|www\.|(?:blob|data|javascript):)\S*/gi;
const EMAIL_PATTERN = /\S*@\S*/g;
/** Quoted text: what a visitor typed or a server sent travels in it (JSON.parse quotes its input). */
const QUOTED_PATTERN = /"[^"]*"?|'[^']*'?|`[^`]*`?|“[^”]*”?|‘[^’]*’?/g;
/** Any word with a digit in it: ids, phone numbers, tokens, postcodes, dates. */
const WORD_WITH_DIGIT = /[^\s()[\]{},;:]*\d[^\s()[\]{},;:]*/g;
/** A long run of letters without a space: a token or a name joined to others. */
const LONG_RUN = /[\w-]{25,}/g;

export function scrubMessage(message: unknown): string {
  const text = typeof message === 'string' ? message : '';
  return text
    .replace(URL_PATTERN, '<url>')
    .replace(EMAIL_PATTERN, '<email>')
    .replace(QUOTED_PATTERN, '<text>')
    .replace(WORD_WITH_DIGIT, '<n>')
    .replace(LONG_RUN, '<id>')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_MESSAGE);
}

/** web-vitals' selector (`main>div.card>h1`), its digits (`service-5` ids) and attribute values or text cut out. */
export function scrubSelector(selector: unknown): string | undefined {
  if (typeof selector !== 'string' || selector === '') return undefined;
  const kept = selector
    .replace(/\d+/g, '')
    .replace(/[^\w\-#.>: ]/g, '')
    .slice(0, MAX_SELECTOR);
  return kept || undefined;
}

/** The language's own error classes: a custom class's name could carry anything. */
const ERROR_TYPES = new Set(['Error', 'TypeError', 'RangeError', 'ReferenceError', 'SyntaxError', 'URIError']);

/** The part of a web-vitals metric (attribution build) that the records read. */
export interface MetricLike {
  name: VitalName;
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
  navigationType: string;
  attribution: Record<string, unknown>;
}

/** Per metric: the attribution's selector field and its parts that are numbers or fixed words. */
const ATTRIBUTION: Record<VitalName, { target?: string; parts: string[] }> = {
  LCP: {
    target: 'target',
    parts: ['timeToFirstByte', 'resourceLoadDelay', 'resourceLoadDuration', 'elementRenderDelay'],
  },
  INP: {
    target: 'interactionTarget',
    parts: ['inputDelay', 'processingDuration', 'presentationDelay', 'interactionType', 'loadState'],
  },
  CLS: { target: 'largestShiftTarget', parts: ['largestShiftValue', 'loadState'] },
  FCP: { parts: ['timeToFirstByte', 'firstByteToFCP', 'loadState'] },
  TTFB: { parts: ['waitingDuration', 'cacheDuration', 'dnsDuration', 'connectionDuration', 'requestDuration'] },
};
/** The fixed words an attribution part may be; any other string is dropped. */
const WORDS = new Set(['pointer', 'keyboard', 'loading', 'dom-interactive', 'dom-content-loaded', 'complete']);

const NAVIGATIONS = new Set([
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
  'soft-navigation',
]);

const round = (name: string, value: number) =>
  name === 'CLS' || name === 'largestShiftValue' ? Math.round(value * 1000) / 1000 : Math.round(value);

export function vitalRecord(metric: MetricLike, context: RecordContext) {
  const shape = ATTRIBUTION[metric.name];
  const parts: Record<string, number | string> = {};
  for (const part of shape.parts) {
    const value = metric.attribution[part];
    if (typeof value === 'number' && Number.isFinite(value)) parts[part] = round(part, value);
    else if (typeof value === 'string' && WORDS.has(value)) parts[part] = value;
  }
  const target = shape.target ? scrubSelector(metric.attribution[shape.target]) : undefined;
  return {
    kind: 'vital' as const,
    name: metric.name,
    value: round(metric.name, metric.value),
    rating: metric.rating,
    navigation: NAVIGATIONS.has(metric.navigationType) ? metric.navigationType : 'other',
    ...(target && { target }),
    parts,
    ...context,
  };
}

/** An error's class (else `Error`) and scrubbed message; a reason that is no Error nor text gives only its kind. */
export function errorRecord(
  source: CaughtError['source'],
  thrown: unknown,
  context: RecordContext,
  eventMessage?: string,
) {
  const name = thrown instanceof Error ? thrown.name : '';
  const message = thrown instanceof Error ? thrown.message : typeof thrown === 'string' ? thrown : eventMessage;
  return {
    kind: 'error' as const,
    source,
    type: ERROR_TYPES.has(name) ? name : 'Error',
    message: message !== undefined ? scrubMessage(message) : thrown === null ? 'null' : typeof thrown,
    ...context,
  };
}

/** Queues a record unless the page's share (MAX_RECORDS, MAX_ERRORS) is used or the same error was queued or sent. */
export function admit(queue: FieldRecord[], record: FieldRecord, sent: readonly FieldRecord[]): boolean {
  const all = [...sent, ...queue];
  if (all.length >= MAX_RECORDS) return false;
  if (record.kind === 'error') {
    const errors = all.filter((r) => r.kind === 'error');
    if (errors.length >= MAX_ERRORS) return false;
    if (errors.some((r) => r.message === record.message && r.type === record.type && r.route === record.route))
      return false;
  }
  queue.push(record);
  return true;
}
