/**
 * Screenshots of the stories of one static Storybook build, taken the way the Storybook e2e opens stories
 * (e2e/storybook.spec.ts): the stories of index.json, one preview page (iframe.html) kept open, a story shown
 * through Storybook's channel ('setCurrentStory') and taken once it reports 'storyFinished' (loaders, render and
 * play function done). What would make two runs of one build differ is held still: a fixed clock and time zone,
 * seeded random numbers, no motion, the system's fonts only, no host but the local one, and a screen taken only
 * once it stops changing.
 */
/* global window, document, MutationObserver -- the functions handed to page.evaluate and addInitScript run in the page */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS } from '../chromium.mjs';

/** The widths a screen is reviewed at: the laptop and the smallest phone of the preview's viewport presets. */
export const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 360, height: 760 },
];

/** Chromium for screenshots: every host but 127.0.0.1 fails at once (no web font, image or API from elsewhere). */
export const SHOT_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'];

/** The moment every screen is taken at, in the product's time zone (the seed's dates lead up to it). */
const FROZEN_AT = new Date('2025-11-03T10:00:00+05:30');
const TIME_ZONE = 'Asia/Kolkata';

/** One story, from the switch to its 'storyFinished' (as e2e/limits.ts's STORY_RENDER_MS). */
const STORY_MS = 20_000;
/** Settling (see settle): how long a drawn screen stays still, and the longest waits for requests and for all. */
const QUIET_MS = 100;
const OPEN_MS = 1_500;
const SETTLE_MS = 5_000;
/**
 * The careful look: a longer stillness (past the app's one-second delays, such as a simulated loading), then up
 * to this many screenshots until two in a row are equal.
 */
const CAREFUL_QUIET_MS = 1_000;
const STILL_TRIES = 5;

/** No transition, animation or blinking caret: a spinner or a fading modal is taken in one fixed state. */
const STILL_CSS = `*, *::before, *::after {
  transition: none !important; animation: none !important; caret-color: transparent !important;
  scroll-behavior: auto !important;
}`;

/** The stories of a Storybook build (docs pages left out), in index order, optionally only ids matching `only`. */
export function listStories(buildDir, only) {
  const index = JSON.parse(readFileSync(join(buildDir, 'index.json'), 'utf8'));
  return Object.values(index.entries).filter((entry) => entry.type === 'story' && (!only || only.test(entry.id)));
}

/** A story id as a file name (ids are already lowercase letters, digits and dashes; anything else is replaced). */
export const shotName = (id, width) => `${id.replace(/[^a-z0-9-]/gi, '_')}--${width}.png`;

/**
 * A preview page of the Storybook served at `origin`, in a context of its own (storage, mock worker), its clock
 * fixed and its motion off, story `warmUpId` shown once to start it. `resize(size)` sets the width the next
 * stories are drawn at; `take(id, careful)` shows story `id` (drawn anew, also when it is the one shown) and
 * returns `{ outcome, png }`: 'success', Storybook's error event's name or 'timeout' (a story that fails is still
 * taken: its error display is a screen too), and the whole page. `careful` waits longer for the screen to settle
 * and takes it once two screenshots in a row agree.
 */
export async function openPreview(browser, origin, warmUpId) {
  const context = await browser.newContext({
    viewport: WIDTHS[0],
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    timezoneId: TIME_ZONE,
    locale: 'en-IN',
  });
  // Date is fixed, timers still run: the mock's latency and a play function's waits work, a clock shown is still.
  await context.clock.setFixedTime(FROZEN_AT);
  await context.addInitScript(holdStill);
  const page = await context.newPage();
  const network = watchNetwork(page);
  await page.goto(`${origin}/iframe.html`);
  await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
  await page.addStyleTag({ content: STILL_CSS });
  await page.evaluate(() => {
    window.storyOutcomes = {};
    const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
    // The a11y addon's axe run after every story changes nothing on screen and takes most of a story's time.
    channel.emit('updateGlobals', { globals: { a11y: { manual: true } } });
    channel.on('storyFinished', (event) => {
      window.storyOutcomes[event.storyId] = event.status;
    });
    for (const name of ['storyErrored', 'storyMissing', 'storyThrewException', 'playFunctionThrewException']) {
      channel.on(name, () => {
        window.storyOutcomes.current = name;
      });
    }
  });
  // The first story starts the mock worker (the preview's loader), keep-alive ticker included; from the next on,
  // a story's tickers are held.
  await showStory(page, warmUpId, false);
  await page.evaluate(() => {
    window.__visualHoldTickers = true;
  });
  let shown = warmUpId;
  return {
    // The next story is drawn at the new size from its start (take remounts the one shown now).
    resize: ({ width, height }) => page.setViewportSize({ width, height }),
    take: async (id, careful = false) => {
      network.reset();
      const outcome = await showStory(page, id, id === shown);
      shown = id;
      await settle(page, network, careful ? CAREFUL_QUIET_MS : QUIET_MS);
      return { outcome, png: await screenshot(page, careful) };
    },
    close: () => context.close(),
  };
}

/**
 * Shows story `id` (remounted when it is `again` the one shown: loaders, render and play function once more) and
 * waits for its outcome.
 */
async function showStory(page, id, again) {
  await page.evaluate(
    ([storyId, remount]) => {
      window.storyOutcomes = {};
      window.__visualReseed();
      const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
      if (remount) channel.emit('forceRemount', { storyId });
      else channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
    },
    [id, again],
  );
  return page
    .waitForFunction((storyId) => window.storyOutcomes.current ?? window.storyOutcomes[storyId], id, {
      timeout: STORY_MS,
    })
    .then((handle) => handle.jsonValue())
    .catch(() => 'timeout');
}

/**
 * Waits until the screen is drawn: fonts and every image asked for, then nothing in the page changed and no request of the story started
 * or ended for `quietMs` (data a component fetches after its render, a late layout), and none is open; a request
 * still open after OPEN_MS is one the story holds on purpose (a loading state), and SETTLE_MS ends any wait.
 */
async function settle(page, network, quietMs) {
  const started = Date.now();
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    // The whole page is taken: an image far below the fold loads now, not when the screenshot happens to reach it.
    for (const image of document.querySelectorAll('img[loading="lazy"]')) image.loading = 'eager';
    await document.fonts.ready;
  });
  while (Date.now() - started < SETTLE_MS) {
    const seen = network.events;
    await page.evaluate(
      ([quiet, longest]) =>
        new Promise((done) => {
          let timer = setTimeout(() => finish(), quiet);
          const observer = new MutationObserver(() => {
            clearTimeout(timer);
            timer = setTimeout(() => finish(), quiet);
          });
          const cap = setTimeout(() => finish(), longest);
          const finish = () => {
            observer.disconnect();
            clearTimeout(cap);
            done();
          };
          observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        }),
      [quietMs, SETTLE_MS],
    );
    if (network.events === seen && (network.open.size === 0 || Date.now() - started > OPEN_MS)) return;
  }
}

/** The requests a story opened (the mock worker's answers included) and a count of every start and end of one. */
function watchNetwork(page) {
  const network = {
    open: new Set(),
    events: 0,
    /** A new story: what the previous one left open is no longer waited for. */
    reset: () => network.open.clear(),
  };
  page.on('request', (request) => {
    network.open.add(request);
    network.events += 1;
  });
  const end = (request) => {
    if (network.open.delete(request)) network.events += 1;
  };
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return network;
}

/** The whole page; with `careful`, once two screenshots in a row are equal. */
async function screenshot(page, careful) {
  const take = () => page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  let last = await take();
  for (let tries = 1; careful && tries < STILL_TRIES; tries++) {
    await page.waitForTimeout(QUIET_MS);
    const next = await take();
    if (next.equals(last)) break;
    last = next;
  }
  return last;
}

/**
 * Runs in the page before its own scripts: random numbers from a seed the page starts again for every story
 * (`__visualReseed`), a performance clock that stands still (the mock's request log shows measured times), and
 * no ticker of a second or more once `__visualHoldTickers` is set.
 */
function holdStill() {
  // Inlined, not a closure: the function's source is what runs in the page.
  const STILL_PERFORMANCE_NOW = 1000;
  const STILL_TICKER_MS = 1000;
  let state = 0;
  // mulberry32: a tiny seeded generator, good enough for mock OTP codes and tokens.
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  Math.random = next;
  crypto.getRandomValues = (array) => {
    const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(next() * 256);
    return array;
  };
  performance.now = () => STILL_PERFORMANCE_NOW;
  window.__visualReseed = () => {
    state = 0;
  };
  // A ticker a story starts (a carousel that moves on every few seconds) does not tick: where it stands would
  // depend on how long the screen took. Those the page starts before (the mock worker's keep-alive) run.
  const setInterval = window.setInterval;
  window.setInterval = (handler, delay, ...rest) =>
    window.__visualHoldTickers && delay >= STILL_TICKER_MS ? 0 : setInterval(handler, delay, ...rest);
}
