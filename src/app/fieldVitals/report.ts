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
} from './records';

/** Starts measuring (`matchedPaths`: the router's matched route paths); the returned sink takes uncaught errors. */
export function startReporting(url: string, matchedPaths: () => (string | undefined)[]): ErrorSink {
  const context = () => ({
    route: routePattern(matchedPaths()),
    version,
    connection: coarseConnection((navigator as { connection?: { effectiveType?: unknown } }).connection?.effectiveType),
  });
  const queue: FieldRecord[] = [];
  const sent: FieldRecord[] = [];
  // Leaving a page, Chromium fires pagehide while the page is still visible, then visibilitychange: web-vitals reports
  // CLS and INP on the latter, so the beacon leaves then, once. A pagehide of a page already hidden sends itself.
  const sendWhenHidden = () => {
    if (document.visibilityState !== 'hidden' || queue.length === 0) return;
    const records = queue.splice(0);
    // A string body goes as text/plain, which needs no CORS preflight (a beacon cannot make one).
    if (navigator.sendBeacon(url, JSON.stringify({ schema: 1, records }))) sent.push(...records);
  };
  addEventListener('visibilitychange', sendWhenHidden);
  addEventListener('pagehide', sendWhenHidden);

  const onVital = (metric: MetricWithAttribution) =>
    admit(queue, vitalRecord(metric as unknown as MetricLike, context()), sent);
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(onVital);
  return ({ source, thrown, message }) => admit(queue, errorRecord(source, thrown, context(), message), sent);
}
