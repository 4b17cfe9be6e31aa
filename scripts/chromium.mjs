/**
 * Debian's Chromium as every browser run of the project starts it (the e2e suite, `npm run size`, Lighthouse,
 * `npm run speed:mock`). Playwright never downloads a browser here. Without the networking flags Chromium keeps
 * trying hosts this machine cannot reach, and its refused connections slow every start.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
