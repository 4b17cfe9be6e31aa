import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
import { DEPLOY_PORT } from './e2e/deploy/settings';
import { EXPECT_TIMEOUT_MS, TEST_TIMEOUT_MS, WEB_SERVER_START_MS } from './e2e/limits';

// E2E_DIST / E2E_PORT let several people (or helpers) run the suite side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const DIST = process.env.E2E_DIST ?? 'dist-mock';

export default defineConfig({
  testDir: 'e2e',
  // One run for the three (npm run test:browser): the deploy and drift files, serial and one worker each, go first
  // and run beside the journeys on the other worker, instead of after them on a half-idle machine.
  projects: [
    // The production build (npm run build, into dist/ or E2E_DEPLOY_DIST) behind deploy/nginx.conf in Debian's
    // nginx, which the test starts itself on E2E_DEPLOY_PORT (npm run test:deploy on its own).
    {
      name: 'deploy',
      testMatch: 'deploy-*.spec.ts',
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${DEPLOY_PORT}` },
    },
    // The dev server with the mocks off against a drifting stand-in PHP server, both started by the test itself on
    // free ports (npm run test:drift on its own).
    { name: 'drift', testMatch: 'drift-*.spec.ts', workers: 1 },
    // Each test has its own browser context, so its own mock backend (MSW keeps its state per tab): tests, not
    // files, are shared out, and no worker idles at the end behind another's long file.
    { name: 'e2e', testIgnore: ['deploy-*.spec.ts', 'drift-*.spec.ts'], fullyParallel: true },
  ],
  timeout: TEST_TIMEOUT_MS,
  expect: { timeout: EXPECT_TIMEOUT_MS },
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // The slowest tests are named at the end of every run (the e2e time budget is in e2e/limits.ts).
  reporter: [['list'], ['./e2e/slowestTests.ts']],
  reportSlowTests: null,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    // Debian's Chromium (installed by .ci/run); Playwright never downloads a browser here.
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // Recording a trace costs every test about a third more time whether it fails or not, so CI (which retries
    // once) records it only for the retry of a test that failed; a local run keeps the trace of each failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // The mock-enabled production build (npm run build:mock), served as QA gets it.
    command: `npx vite preview --outDir ${DIST} --port ${PORT} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: WEB_SERVER_START_MS,
  },
});
