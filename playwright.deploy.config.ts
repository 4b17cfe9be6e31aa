import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';
import { DEPLOY_PORT } from './e2e/deploy/settings';

/**
 * The deploy test (e2e/deploy-nginx.spec.ts): the production build (`npm run build`, into dist/ or
 * E2E_DEPLOY_DIST) behind deploy/nginx.conf in Debian's nginx, which the test starts itself on E2E_DEPLOY_PORT.
 */
export default defineConfig({
  ...baseConfig,
  testIgnore: undefined,
  testMatch: 'deploy-*.spec.ts',
  workers: 1,
  use: { ...baseConfig.use, baseURL: `http://127.0.0.1:${DEPLOY_PORT}` },
  webServer: undefined,
});
