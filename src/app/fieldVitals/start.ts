/**
 * Field measurement's one piece on the page from the start (docs/field-vitals.md; VITE_RUM_URL builds only, see
 * main.tsx): it keeps the start-up's uncaught errors, then loads the measurement (web-vitals, the beacon) once the
 * page has loaded and the browser is idle, so it never competes with the page's own work.
 */
import { afterLoadAndIdle } from '../../lib/afterLoadAndIdle';
import { appRouter } from '../router';
import type { CaughtError, ErrorSink } from './records';

/** The routes' `path`s the router matches now: read in the entry, so the measurement's chunk shares no module. */
const matchedPaths = () => appRouter().state.matches.map((match) => match.route.path);

export function startFieldVitals(url: string): void {
  const early: CaughtError[] = [];
  let sink: ErrorSink = (error) => early.push(error);
  addEventListener('error', (event) => sink({ source: 'error', thrown: event.error, message: event.message }));
  addEventListener('unhandledrejection', (event) => sink({ source: 'rejection', thrown: event.reason }));
  afterLoadAndIdle(() => {
    import('./report')
      .then(({ startReporting }) => {
        sink = startReporting(url, matchedPaths);
        early.splice(0).forEach(sink);
      })
      .catch(() => undefined); // a page that cannot load it (offline, stale deploy) runs on unmeasured
  });
}
