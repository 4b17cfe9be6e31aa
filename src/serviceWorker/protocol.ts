/** What the page and the service worker agree on. */

/** The script's address; the worker's scope is the whole site. */
export const WORKER_URL = '/sw.js';

/** The page shown for a navigation that is neither kept nor reachable (written by scripts/serviceWorker.ts). */
export const OFFLINE_PAGE = '/offline.html';

/** The message (workbox-window's messageSkipWaiting) that lets a waiting new version take over. */
export const SKIP_WAITING = 'SKIP_WAITING';
