// @ts-check
/**
 * `npm run test:mutation` (scripts/mutation.mjs): Stryker changes the rule modules one small edit at a time (a `<`
 * for a `<=`, a constant, a string) and runs the unit tests that cover each edit; a change no test notices
 * "survives". The modules come in parts, each with its own incremental file (committed), so a rerun of a part
 * mutates only what changed since, and a part fits a sitting. docs/testing.md has the scores per part, and every
 * survivor left with why it is equivalent.
 */

const SESSION_MODULES =
  'src/lib/{customerSession,vendorSession,vendorSessionStore,adminSession,authEvents,customerTabs,useAdminSessionEnd,storage}.ts';

/** The rule modules, by part: parsers and guards, the API client, the mock backend's rules, the form rules. */
export const PARTS = {
  // src/lib in two parts that each fit a sitting: the sessions and what they keep, then the other rules.
  'lib-sessions': [SESSION_MODULES],
  'lib-rules': ['src/lib/**/*.ts', `!${SESSION_MODULES}`],
  api: ['src/api/{http,shape,requests,schemas}.ts'],
  // The mock backend's handlers, in two parts that each fit a sitting: accounts and sessions, then the catalogue.
  'handlers-accounts': ['mocks/handlers/{customer,vendor,otp,body,kit,index}.ts'],
  'handlers-catalogue': ['mocks/handlers/{admin,catalogue,catalogueRows,maps,uploads}.ts'],
  db: ['mocks/db.ts'],
  validation: [
    'src/features/auth/{validation,registerValidation}.ts',
    'src/features/admin/shared/catalogueSchema.ts',
    'src/features/admin/services/serviceSchema.ts',
    'src/features/vendor/register/wizardModel.ts',
  ],
};

const part = process.env.MUTATION_PART ?? 'lib-rules';
if (!(part in PARTS)) throw new Error(`MUTATION_PART must be one of ${Object.keys(PARTS).join(', ')}`);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  // Stryker's Vitest runner, honest about the shared module graph (scripts/strykerSharedGraphRunner.mjs).
  testRunner: 'vitest-shared-graph',
  plugins: ['@stryker-mutator/vitest-runner', './scripts/strykerSharedGraphRunner.mjs'],
  // Only the test files that import a mutated module (vitest related).
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  // Stryker would stamp @ts-nocheck on every source file of its copy, public/mockServiceWorker.js too, whose test
  // checks it is msw's own byte for byte; Vitest does not type-check, so there is nothing to turn off.
  disableTypeChecks: false,
  ignorePatterns: ['dist*', 'storybook-static', 'test-results', 'playwright-report', 'reports', 'e2e', 'deploy'],
  // Which tests cover which mutant, so each mutant runs only those.
  coverageAnalysis: 'perTest',
  mutate: [...PARTS[part], '!**/*.test.ts'],
  incremental: true,
  incrementalFile: `reports/mutation/${part}.incremental.json`,
  concurrency: 2,
  thresholds: { high: 95, low: 90, break: null },
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  clearTextReporter: { reportMutants: false, reportTests: false },
  htmlReporter: { fileName: `reports/mutation/${part}.html` },
  jsonReporter: { fileName: `reports/mutation/${part}.json` },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
