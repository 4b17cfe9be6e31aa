// @ts-check
/**
 * `npm run test:mutation` (scripts/mutation.mjs): Stryker changes the rule modules one small edit at a time (a `<`
 * for a `<=`, a constant, a string) and runs the unit tests that cover each edit; a change no test notices
 * "survives". The modules come in parts, each with its own incremental file (committed), so a rerun of a part
 * mutates only what changed since, and a part fits a sitting. docs/testing.md has the scores per part, and every
 * survivor left with why it is equivalent.
 */

const SESSION_MODULES =
  'src/lib/{sessionStore,customerSession,vendorSession,vendorSessionStore,adminSession,authEvents,useAdminSessionEnd,storage}.ts';

/** The rule modules, by part: parsers and guards, the API client, the mock backend's rules, the form rules. */
export const PARTS = {
  // src/lib in two parts that each fit a sitting: the sessions and what they keep, then the other rules.
  'lib-sessions': [SESSION_MODULES],
  'lib-rules': ['src/lib/**/*.ts', `!${SESSION_MODULES}`],
  api: ['src/api/{http,shape,requests,schemas,devLog}.ts'],
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

/**
 * Equivalent mutants: changes no test can notice because the program behaves the same, left out of the score here
 * rather than marked in the product code (docs/testing.md "Mutation testing"). Two rules hold everywhere: a React
 * hook's empty dependency list (the effect runs once whatever constants it holds) and the name of a Yup
 * `.test(name, message, fn)`, which only Yup reads. The rest, by file:
 * `[code, why]` leaves out every mutant of the expression whose source text is `code` (whitespace aside) and of
 * what it contains; `[code, why, within]` only of the one inside the statement `within`.
 * @type {Record<string, Array<[string, string] | [string, string, string]>>}
 */
export const EQUIVALENT = {
  'src/api/requests.ts': [['omit = []', "no field is named as the mutant's stand-in, so omitting it is a no-op"]],
  'src/features/admin/services/serviceSchema.ts': [
    [
      'Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6',
      'no amount a person can type lies exactly 1e-6 from a whole paisa',
    ],
  ],
  'src/lib/next.ts': [
    ["path.startsWith('/')", "a parsed path always starts with '/' and has no '\\'"],
    ["path.startsWith('//')", "a parsed path always starts with '/' and has no '\\'"],
    ["path.startsWith('/\\\\')", "a parsed path always starts with '/' and has no '\\'"],
    ['new URL(path, BASE).origin === BASE', "a path-absolute result keeps the origin unless it starts with '//'"],
    [
      '{ return fallback; }',
      "no text that starts with one '/' makes today's URL parsers throw",
      'catch { return fallback; }',
    ],
  ],
  'src/lib/geolocation.ts': [
    ["typeof navigator === 'undefined' || !navigator.geolocation", 'every browser (and jsdom) has a navigator'],
  ],
  'src/lib/storage.ts': [
    ['raw === null', 'an absent value goes on as null (JSON.parse(null) too), which every check refuses'],
  ],
  'src/lib/customerSession.ts': [
    ['[navigate]', "navigate('/') takes an absolute path: the first render's navigate goes to the same page"],
  ],
  'src/lib/adminSession.ts': [
    ["'adminSessionEnded'", 'the dispatch and the listeners share the constant; nothing listens for the name itself'],
  ],
  'src/lib/useCountdown.ts': [
    ['until === null', 'a null deadline has passed: the interval would stop at its first tick'],
  ],
  'src/lib/vendorSession.ts': [
    [
      '[navigate]',
      "navigate('/loginvendor') takes an absolute path: the first render's navigate goes to the same page",
    ],
  ],
  'src/lib/fileTypes.ts': [
    [
      "''",
      'the answer is only looked up in the lists of accepted types, which hold no other text either',
      "return BY_EXTENSION[file.name.split('.').pop()!.toLowerCase()] ?? '';",
    ],
  ],
  'mocks/handlers/index.ts': [
    [
      'group.some((name) => expectedType(name) !== null)',
      'no URL of the table mixes calls that read a body with calls that read none: some and every agree',
    ],
    [
      'group.map(expectedType).filter(Boolean)',
      'only a URL whose calls all read a body gets here: no type is null to filter out',
    ],
  ],
  'mocks/db.ts': [
    [
      'v.email === DEMO_ACCOUNTS.vendor.email',
      "the demo vendor is the seed's first; by e-mail it stays right if that changes",
    ],
  ],
};

const part = process.env.MUTATION_PART ?? 'lib-rules';
if (!(part in PARTS)) throw new Error(`MUTATION_PART must be one of ${Object.keys(PARTS).join(', ')}`);

export default {
  // Stryker's Vitest runner, honest about the shared module graph (scripts/mutation/strykerSharedGraphRunner.mjs).
  testRunner: 'vitest-shared-graph',
  plugins: [
    '@stryker-mutator/vitest-runner',
    './scripts/mutation/strykerSharedGraphRunner.mjs',
    './scripts/mutation/strykerEquivalentMutants.mjs',
  ],
  ignorers: ['equivalent-mutants'],
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
