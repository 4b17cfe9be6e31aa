import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

/** The deploy test on its own (npm run test:deploy): it starts its own nginx, so no preview server of the mock build. */
export default defineConfig({
  ...baseConfig,
  projects: baseConfig.projects?.filter((project) => project.name === 'deploy'),
  webServer: undefined,
});
