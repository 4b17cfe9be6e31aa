/**
 * The measurement itself, loaded by start.ts after the page: web-vitals (attribution build) for LCP, INP, CLS,
 * FCP and TTFB, plus the errors start.ts catches, each shaped by records.ts, queued, and sent in one beacon when the
 * page is hidden or left (the last moment a browser reliably sends anything, and the one that catches every value).
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { version } from '../../../package.json';
import {
  admit,
  coarseConnection,
  errorRecord,
  routePattern,
  vitalRecord,
  type FieldRecord,
  type MetricLike,
  type ErrorSink,
  type RecordContext,
} from './records';

/** The route's pattern, the build and the network at the moment of the record. */
function contextOf(matchedPaths: () => (string | undefined)[]): RecordContext {
  const connection = (navigator as { connection?: { effectiveType?: unknown } }).connection;
  return {
    route: routePattern(matchedPaths()),
    version,
    connection: coarseConnection(connection?.effectiveType),
  };
}

/**
 * Starts measuring (`matchedPaths`: the router's matched route paths); the sink it returns takes the page's uncaught
 * errors from here on.
 */
export function startReporting(url: string, matchedPaths: () => (string | undefined)[]): ErrorSink {
  const context = () => contextOf(matchedPaths);
  const queue: FieldRecord[] = [];
  const sent: FieldRecord[] = [];
  const send = () => {
    if (queue.length === 0) return;
    const records = queue.splice(0);
    // A string body goes as text/plain, which needs no CORS preflight (a beacon cannot make one).
    if (navigator.sendBeacon(url, JSON.stringify({ schema: 1, records }))) sent.push(...records);
  };
  // Leaving a page, Chromium fires pagehide while the page is still visible, then visibilitychange: web-vitals reports
  // CLS and INP on the latter, so the beacon leaves then, once. A pagehide of a page already hidden sends itself.
  const sendWhenHidden = () => {
    if (document.visibilityState === 'hidden') send();
  };
  addEventListener('visibilitychange', sendWhenHidden);
  addEventListener('pagehide', sendWhenHidden);

  const onVital = (metric: MetricWithAttribution) =>
    admit(queue, vitalRecord(metric as unknown as MetricLike, context()), sent);
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(onVital);
  return ({ source, thrown, message }) => admit(queue, errorRecord(source, thrown, context(), message), sent);
}
