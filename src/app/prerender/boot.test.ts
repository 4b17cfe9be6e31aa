/**
 * The prerendered page's boot script: when it starts the app (after the page has loaded and its first contentful
 * paint was presented, or at the latest after 3 s), which modules it asks for (this site's only) and runs (one a
 * task, before the entry), and the hand-over on hydration (each press sent once, with the values it was made with).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootPrerenderedPage, preloadModules, runInTurn, START_AT_THE_LATEST_MS, startAfterPaint } from './boot';
import { BOOTING_ATTRIBUTE, HYDRATED_EVENT, PAGE_DATA_ID } from './handover';

/** The page's address: the site whose files may be asked for. */
const HERE = new URL('https://homeease.example/about');

/** A window whose load, paint reports, visibility and frames the test drives. */
function stagedWindow({ visible = true, complete = false, reportsPaint = true } = {}) {
  const doc = document.implementation.createHTMLDocument('page');
  Object.defineProperty(doc, 'readyState', { get: () => (loaded ? 'complete' : 'interactive') });
  Object.defineProperty(doc, 'visibilityState', { get: () => (visible ? 'visible' : 'hidden') });
  let loaded = complete;
  const loadListeners: (() => void)[] = [];
  const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
  const frames: (() => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = reportsPaint ? ['paint', 'largest-contentful-paint'] : ['resource'];
    constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
      observers.push(callback);
    }
    observe() {}
    disconnect() {
      observers.length = 0;
    }
  }
  const win = {
    document: doc,
    addEventListener: (type: string, listener: () => void) => type === 'load' && loadListeners.push(listener),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, ms?: number) => window.setTimeout(callback, ms),
    PerformanceObserver: FakeObserver,
    location: HERE,
  } as unknown as Parameters<typeof startAfterPaint>[1];
  return {
    win,
    doc,
    load() {
      loaded = true;
      loadListeners.splice(0).forEach((listener) => listener());
    },
    paint(name = 'first-contentful-paint') {
      [...observers].forEach((report) => report({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }));
    },
    frame() {
      frames.splice(0).forEach((callback) => callback());
    },
  };
}

/** A staged page with `startAfterPaint` waiting on it. */
function waiting(options?: Parameters<typeof stagedWindow>[0]) {
  const page = stagedWindow(options);
  const start = vi.fn();
  startAfterPaint(start, page.win);
  return { page, start };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('startAfterPaint', () => {
  it('starts the app one frame after the page has loaded and its first contentful paint was presented', () => {
    const { page, start } = waiting();
    page.paint('first-paint'); // not yet contentful
    page.load();
    page.frame();
    vi.advanceTimersByTime(10);
    expect(start).not.toHaveBeenCalled();

    page.paint();
    vi.advanceTimersByTime(10);
    expect(start).not.toHaveBeenCalled(); // waits for the next frame
    page.frame();
    vi.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits for the load after the paint, as for a picture that is the largest paint', () => {
    const { page, start } = waiting();
    page.paint();
    page.frame();
    vi.advanceTimersByTime(100);
    expect(start).not.toHaveBeenCalled();
    page.load();
    page.frame();
    vi.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(START_AT_THE_LATEST_MS);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts a hidden page (which paints nothing, runs no frames) once it has loaded', () => {
    const { page, start } = waiting({ visible: false });
    page.load();
    vi.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a paint report a browser never sends', () => {
    const { page, start } = waiting({ reportsPaint: false, complete: true });
    page.frame();
    vi.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after 3 s at the latest, loaded or not', () => {
    const { page, start } = waiting();
    vi.advanceTimersByTime(START_AT_THE_LATEST_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    page.frame();
    vi.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('preloadModules', () => {
  const withData = (text: string) => {
    const doc = document.implementation.createHTMLDocument('page');
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_DATA_ID;
    block.textContent = text;
    doc.body.append(block);
    return doc;
  };
  const preloads = (doc: Document) =>
    [...doc.head.querySelectorAll('link')].map((link) => [link.rel, link.getAttribute('href'), link.crossOrigin]);

  it("asks for the data block's modules, in order, as the bundler's loader would", () => {
    const doc = withData(JSON.stringify({ path: '/about', modules: ['/assets/a.js', '/assets/b.js'] }));
    preloadModules(doc, HERE);
    expect(preloads(doc)).toEqual([
      ['modulepreload', '/assets/a.js', ''],
      ['modulepreload', '/assets/b.js', ''],
    ]);
  });

  it("asks for nothing outside the site's own paths, and nothing when the block is unreadable", () => {
    const doc = withData(
      JSON.stringify({ modules: ['https://cdn.example/x.js', '//evil.example/y.js', 42, 'z.js', '/assets/ok.js'] }),
    );
    preloadModules(doc, HERE);
    expect(preloads(doc)).toEqual([['modulepreload', '/assets/ok.js', '']]);

    for (const text of ['{not json', '{"modules":"/assets/a.js"}', '']) {
      const other = withData(text);
      expect(() => preloadModules(other, HERE)).not.toThrow();
      expect(preloads(other)).toEqual([]);
    }
  });

  it("judges an address by the origin the browser's parser gives it: another site's however written, this site's paths", () => {
    const doc = withData(
      JSON.stringify({
        modules: [
          '/\\evil.example/x.js', // the parser reads the backslash as '/': //evil.example/x.js
          '/\t/evil.example/x.js', // and drops the tab
          '//evil.example/x.js',
          'https://evil.example/x.js',
          'https://homeease.example.evil.example/x.js',
          '/assets/a.js',
          '/assets/../assets/b.js',
          '/evil.example/c.js',
        ],
      }),
    );
    preloadModules(doc, HERE);
    expect(preloads(doc).map(([, href]) => href)).toEqual([
      '/assets/a.js',
      '/assets/../assets/b.js',
      '/evil.example/c.js',
    ]);
    // Each is asked for at this site.
    expect(
      [...doc.head.querySelectorAll('link')].map((link) => new URL(link.getAttribute('href')!, HERE).origin),
    ).toEqual(Array(3).fill(HERE.origin));

    // An address no parser reads asks for nothing and stops nothing: the app starts all the same.
    const unreadable = withData(JSON.stringify({ modules: ['//[', '/\\[x/y.js'] }));
    expect(() => preloadModules(unreadable, HERE)).not.toThrow();
    expect(preloads(unreadable)).toEqual([]);
  });
});

/** A prerendered page with a form, its boot script run and the app asked for. */
async function bootedPage() {
  const page = stagedWindow({ complete: true, reportsPaint: false });
  page.doc.body.innerHTML = '<div id="root"><form><input name="q" value=""><button>Send</button></form></div>';
  const root = page.doc.getElementById('root')!;
  const start = vi.fn();
  bootPrerenderedPage(start, page.win);
  page.frame();
  await vi.advanceTimersByTimeAsync(0);
  expect(start).toHaveBeenCalledTimes(1);
  const press = (form = root.querySelector('form')!) => {
    const event = new Event('submit', { cancelable: true, bubbles: true });
    form.dispatchEvent(event);
    return event;
  };
  /** React's listener on the root: it hears every submit that reaches it and sends the form itself. */
  const sent = vi.fn((event: Event) => event.preventDefault());
  return {
    page,
    root,
    press,
    sent,
    field: root.querySelector('input')!,
    /** startApp: ends the booting mark, then React starts adopting the page (its listener is on the root). */
    startHydrating() {
      page.doc.documentElement.removeAttribute(BOOTING_ATTRIBUTE);
      root.addEventListener('submit', sent);
    },
    hydrated() {
      page.doc.dispatchEvent(new Event(HYDRATED_EVENT));
    },
  };
}

describe('bootPrerenderedPage', () => {
  it('holds a submit until the app takes the page over, then hands it to the app once hydrated', async () => {
    const page = stagedWindow({ complete: true, reportsPaint: false });
    page.doc.body.innerHTML = '<div id="root"><form><button>Send</button></form></div>';
    const form = page.doc.querySelector('form')!;
    const start = vi.fn();
    bootPrerenderedPage(start, page.win);
    expect(page.doc.documentElement.hasAttribute(BOOTING_ATTRIBUTE)).toBe(true);

    const early = new Event('submit', { cancelable: true, bubbles: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);

    page.frame();
    await vi.advanceTimersByTimeAsync(0);
    expect(start).toHaveBeenCalledTimes(1);

    // The app: takes the page over, hydrates, says so.
    page.doc.documentElement.removeAttribute(BOOTING_ATTRIBUTE);
    const sent = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', sent);
    page.doc.dispatchEvent(new Event(HYDRATED_EVENT));
    vi.advanceTimersByTime(0);
    expect(sent).toHaveBeenCalledTimes(1);
    page.doc.dispatchEvent(new Event(HYDRATED_EVENT));
    vi.advanceTimersByTime(0);
    expect(sent).toHaveBeenCalledTimes(1); // handed over once

    const later = new Event('submit', { cancelable: true, bubbles: true });
    form.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(true); // by the app's handler alone
    expect(sent).toHaveBeenCalledTimes(2); // the app's own from now on: nothing held
    vi.advanceTimersByTime(0);
    expect(sent).toHaveBeenCalledTimes(2);
  });

  it('holds a press made while React adopts the page (booting mark gone) and sends it once, at the hand-over', async () => {
    const { press, sent, startHydrating, hydrated } = await bootedPage();
    expect(press().defaultPrevented).toBe(true); // before the app: held

    startHydrating();
    const during = press(); // pressed again, hydration under way: the app has not the typed values yet
    expect(during.defaultPrevented).toBe(true);
    expect(sent).not.toHaveBeenCalled();

    hydrated();
    vi.advanceTimersByTime(0);
    expect(sent).toHaveBeenCalledTimes(1); // two presses of one form: one send, with the typed values
    vi.advanceTimersByTime(1000);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('a press the app hears after the hand-over replaces the held one not sent yet', async () => {
    const { press, sent, startHydrating, hydrated } = await bootedPage();
    press();
    startHydrating();
    hydrated(); // the held press goes in a task of its own, after the app has drawn the typed values
    press(); // the app's own, meanwhile
    expect(sent).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(0);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('drops a held press whose form the visitor changed before the hand-over: nothing sent, the values as typed', async () => {
    const { press, sent, field, startHydrating, hydrated } = await bootedPage();
    field.value = 'tap';
    press();
    field.value = 'tap leaks'; // typing on while the app starts
    startHydrating();
    hydrated();
    vi.advanceTimersByTime(1000);
    expect(sent).not.toHaveBeenCalled();
    expect(field.value).toBe('tap leaks');

    press(); // the visitor's next press is the app's, with what the field holds now
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it("on a page the app renders anew, holds the prerendered form until it is replaced, and not the app's own", async () => {
    const { page, root, press, sent } = await bootedPage();
    page.doc.documentElement.removeAttribute(BOOTING_ATTRIBUTE); // startApp's createRoot path: no hand-over follows
    // Not yet replaced: held, never the browser's own post, which would leave the page.
    expect(press().defaultPrevented).toBe(true);

    root.innerHTML = '<form><input name="q"><button>Send</button></form>'; // React's first commit
    const form = root.querySelector('form')!;
    form.addEventListener('submit', sent);
    expect(press(form).defaultPrevented).toBe(true);
    expect(sent).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(sent).toHaveBeenCalledTimes(1);
  });
});

describe("bootPrerenderedPage: the page's modules before the entry", () => {
  /** A loaded, painted page whose data block lists `modules`; `load` records each module run, `start` the entry. */
  function listing(modules: unknown[], failing = '') {
    const ran: string[] = [];
    const load = (href: string) =>
      href === failing ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(ran.push(href));
    const page = stagedWindow({ complete: true, reportsPaint: false });
    const block = page.doc.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_DATA_ID;
    block.textContent = JSON.stringify({ path: '/about', modules });
    page.doc.body.append(block);
    const start = vi.fn(() => ran.push('entry'));
    bootPrerenderedPage(start, page.win, load);
    page.frame();
    return { page, ran, start };
  }

  it('runs them in the listed order, each in a task of its own: the next only once the browser had its turn', async () => {
    const ran: string[] = [];
    const turns: (() => void)[] = [];
    // The browser's scheduler, driven by the test: each yield ends when the test gives the browser's turn back.
    const win = { scheduler: { yield: () => new Promise<void>((next) => turns.push(next)) } };
    const modules = ['/assets/framework.js', '/assets/app.js', '/assets/page.js'];
    const done = runInTurn(
      modules,
      async (href) => void ran.push(href),
      win as unknown as Parameters<typeof runInTurn>[2],
    ).then(() => ran.push('entry'));
    for (const [index] of modules.entries()) {
      await vi.advanceTimersByTimeAsync(0);
      expect(ran).toEqual(modules.slice(0, index + 1));
      turns.shift()!();
    }
    await done;
    expect(ran).toEqual([...modules, 'entry']);
  });

  it("runs only this site's modules, and a module that fails stops neither the others nor the entry", async () => {
    const { ran, start } = listing(
      ['//evil.example/x.js', '/assets/broken.js', '/assets/page.js'],
      '/assets/broken.js',
    );
    await vi.advanceTimersByTimeAsync(10); // a timer's task after each module (this window has no scheduler)
    expect(ran).toEqual(['/assets/page.js', 'entry']);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
