import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

/** The drift alarm's test on its own (npm run test:drift): it starts its own dev server and stand-in backend. */
export default defineConfig({
  ...baseConfig,
  projects: baseConfig.projects?.filter((project) => project.name === 'drift'),
  webServer: undefined,
});
