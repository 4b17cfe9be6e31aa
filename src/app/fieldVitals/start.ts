/**
 * Field measurement's one piece on the page from the start (docs/field-vitals.md; VITE_RUM_URL builds only, see
 * main.tsx): it keeps the start-up's uncaught errors, then loads the measurement (web-vitals, the beacon) once the
 * page has loaded and the browser is idle, so it never competes with the page's own work.
 */
import { afterLoadAndIdle } from '../../lib/afterLoadAndIdle';
import type { CaughtError, ErrorSink } from './records';

export function startFieldVitals(url: string): void {
  const early: CaughtError[] = [];
  let sink: ErrorSink = (error) => early.push(error);
  addEventListener('error', (event) => sink({ source: 'error', thrown: event.error, message: event.message }));
  addEventListener('unhandledrejection', (event) => sink({ source: 'rejection', thrown: event.reason }));
  afterLoadAndIdle(() => {
    Promise.all([import('./report'), import('../router')])
      .then(([{ startReporting }, { appRouter }]) => {
        // The routes' `path`s the router matches now.
        sink = startReporting(url, () => appRouter().state.matches.map((match) => match.route.path));
        early.splice(0).forEach(sink);
      })
      .catch(() => undefined); // a page that cannot load it (offline, stale deploy) runs on unmeasured
  });
}
