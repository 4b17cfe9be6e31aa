/**
 * The script a prerendered page runs before the app (the build bundles ./bootMain.ts into `boot-<hash>.js`). The
 * app's scripts are asked for only once the page has painted and loaded: a visitor on a slow network reads the
 * page meanwhile, and Lighthouse's simulation counts every request that ends before the largest paint against
 * it (docs/decisions.md). They then run one a task, the entry last. What the visitor types meanwhile reaches the
 * app (./earlyInput.ts).
 */
import { holdEarlyInput } from './earlyInput';
import { HYDRATED_EVENT, PAGE_DATA_ID, type PageData } from './handover';

/** The app starts this long after the boot at the latest, painted or not (a page whose paint is never reported). */
export const START_AT_THE_LATEST_MS = 3000;

type BootWindow = Pick<
  Window & typeof globalThis,
  'document' | 'location' | 'addEventListener' | 'requestAnimationFrame' | 'setTimeout' | 'PerformanceObserver'
> & { scheduler?: { yield?: () => Promise<void> } };

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
 * Asks for the page's modules (the data block's list) at once, and returns them: each would otherwise wait for the
 * module importing it, one round trip per level. The bundler's loader finds them asked for and asks for none again.
 * Only this site's files, judged by the origin the browser's parser gives (`here` is the page's location): it
 * reads `\` as `/`, so `/\evil.example/x.js` is another site's, as `//evil.example/x.js` is.
 */
export function preloadModules(doc: Document, here: Pick<Location, 'href' | 'origin'>): string[] {
  const asked: string[] = [];
  try {
    const { modules } = JSON.parse(doc.getElementById(PAGE_DATA_ID)?.textContent ?? '{}') as Partial<PageData>;
    for (const href of Array.isArray(modules) ? modules : []) {
      if (typeof href !== 'string' || !href.startsWith('/') || new URL(href, here.href).origin !== here.origin)
        continue;
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      doc.head.appendChild(link);
      asked.push(href);
    }
  } catch {
    // An unreadable block, or an address no parser reads: the app starts all the same, its modules one by one.
  }
  return asked;
}

/**
 * Runs the page's modules one task each, in the list's order (the build lists a module after those it imports),
 * before the app's entry, which then finds them run. Run as one graph when the entry is imported, the framework,
 * the app and the page's chunks held the main thread for 20 to 45 ms at a time (measured here; Lighthouse's phone
 * is four times slower), and the browser could neither paint nor answer a tap meanwhile. A module that fails is
 * left to the app's own import, which fails as it always did.
 */
export async function runInTurn(
  modules: string[],
  load: (href: string) => Promise<unknown>,
  win: BootWindow,
): Promise<void> {
  // scheduler.yield() continues ahead of other tasks; timers are clamped to 4 ms once nested.
  const nextTask = () => win.scheduler?.yield?.() ?? new Promise<void>((next) => win.setTimeout(next));
  for (const href of modules) {
    await load(href).catch(() => undefined);
    await nextTask();
  }
}

export function bootPrerenderedPage(
  start: () => void,
  win: BootWindow = window,
  load = (href: string): Promise<unknown> => import(/* @vite-ignore */ href),
): void {
  const doc = win.document;
  const handOver = holdEarlyInput(doc);
  doc.addEventListener(HYDRATED_EVENT, () => handOver(doc.getElementById('root') ?? doc.body), { once: true });
  startAfterPaint(() => void runInTurn(preloadModules(doc, win.location), load, win).then(start), win);
}
