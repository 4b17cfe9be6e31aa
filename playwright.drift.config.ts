import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

/**
 * The drift alarm's test (e2e/drift-alarm.spec.ts): the dev server with the mocks off against a drifting stand-in
 * PHP server, both started by the test itself on free ports (`npm run test:drift`).
 */
export default defineConfig({
  ...baseConfig,
  testIgnore: undefined,
  testMatch: 'drift-*.spec.ts',
  workers: 1,
  webServer: undefined,
});
