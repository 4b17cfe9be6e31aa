import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
import { EXPECT_TIMEOUT_MS, TEST_TIMEOUT_MS, WEB_SERVER_START_MS } from './e2e/limits';

// E2E_DIST / E2E_PORT let several people (or helpers) run the suite side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const DIST = process.env.E2E_DIST ?? 'dist-mock';

export default defineConfig({
  testDir: 'e2e',
  // The deploy test runs the production build behind nginx: playwright.deploy.config.ts (npm run test:deploy); the
  // drift alarm's runs the dev server against a drifting backend: playwright.drift.config.ts (npm run test:drift).
  testIgnore: ['deploy-*.spec.ts', 'drift-*.spec.ts'],
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
    trace: 'retain-on-failure',
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
