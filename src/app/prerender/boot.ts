/**
 * The first script of a prerendered page. The build (scripts/prerender.ts) writes this module, compiled, as
 * `boot-<hash>.js` with one call after it: `bootPrerenderedPage(() => import('<entry>'))`. It has no imports, and
 * the app imports only its constants.
 *
 * The app's scripts are fetched only once the page has painted and loaded: a visitor on a slow network reads the
 * page meanwhile, and Lighthouse's simulation counts every request that ends before the largest paint against
 * it (see docs/decisions.md). Until the app takes the page over, the HTML's forms are typed into as plain HTML;
 * a form submitted in that time is held and submitted again by the app once hydrated (./earlyInput.ts).
 */

/** The id of a prerendered page's data block (`<script type="application/json">`, never executed). */
export const PAGE_DATA_ID = 'prerendered-page';

/** What the data block holds: the path the HTML was rendered for, and the app's modules the page starts with. */
export interface PageData {
  path: string;
  modules: string[];
}

/** On <html> from the boot until the app takes the page over (startApp); submits are held while it is there. */
export const BOOTING_ATTRIBUTE = 'data-booting';
/** On a form submitted before the app took the page over: the app submits it once hydrated. */
export const HELD_SUBMIT_ATTRIBUTE = 'data-held-submit';
/** The app starts this long after the boot at the latest, painted or not (a page whose paint is never reported). */
export const START_AT_THE_LATEST_MS = 3000;

type BootWindow = Pick<
  Window & typeof globalThis,
  'document' | 'addEventListener' | 'requestAnimationFrame' | 'setTimeout' | 'PerformanceObserver'
>;

/** Holds a form's submit until the app is there to send it: the browser's own send would leave the page. */
export function holdEarlySubmits(doc: Document): void {
  doc.documentElement.setAttribute(BOOTING_ATTRIBUTE, '');
  doc.addEventListener(
    'submit',
    (event) => {
      if (!doc.documentElement.hasAttribute(BOOTING_ATTRIBUTE)) return;
      event.preventDefault();
      // The last press wins, as it would in the app.
      doc.querySelectorAll(`[${HELD_SUBMIT_ATTRIBUTE}]`).forEach((form) => form.removeAttribute(HELD_SUBMIT_ATTRIBUTE));
      (event.target as Element).setAttribute(HELD_SUBMIT_ATTRIBUTE, '');
    },
    true,
  );
}

/**
 * Calls `start` once the page has loaded (its images, so a picture that is the largest paint is in) and its first
 * contentful paint has been presented, one frame later. A hidden page never paints: it starts once loaded.
 */
export function startAfterPaint(start: () => void, win: BootWindow): void {
  const doc = win.document;
  const paintReported = win.PerformanceObserver?.supportedEntryTypes?.includes('paint') ?? false;
  let loaded = doc.readyState === 'complete';
  let painted = !paintReported || doc.visibilityState !== 'visible';
  let started = false;
  const go = () => {
    if (started || !loaded || !painted) return;
    started = true;
    // A hidden page runs no animation frames.
    if (doc.visibilityState === 'visible') win.requestAnimationFrame(() => win.setTimeout(start));
    else win.setTimeout(start);
  };
  if (!painted) {
    const observer = new win.PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      painted = true;
      go();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  if (!loaded) {
    win.addEventListener(
      'load',
      () => {
        loaded = true;
        go();
      },
      { once: true },
    );
  }
  win.setTimeout(() => {
    loaded = true;
    painted = true;
    go();
  }, START_AT_THE_LATEST_MS);
  go();
}

/**
 * Asks for the page's modules (the data block's list) beside the entry: each would otherwise wait for the module
 * importing it, one round trip per level. The bundler's loader finds them asked for and asks for none again.
 */
export function preloadModules(doc: Document): void {
  let modules: unknown;
  try {
    modules = (JSON.parse(doc.getElementById(PAGE_DATA_ID)?.textContent ?? '{}') as Partial<PageData>).modules;
  } catch {
    return; // the app starts all the same, its modules one after another
  }
  if (!Array.isArray(modules)) return;
  for (const href of modules) {
    if (typeof href !== 'string' || !href.startsWith('/') || href.startsWith('//')) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.appendChild(link);
  }
}

export function bootPrerenderedPage(start: () => void): void {
  holdEarlySubmits(document);
  startAfterPaint(() => {
    preloadModules(document);
    start();
  }, window);
}
