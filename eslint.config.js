import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The layers of src, each importing only those below it (docs/architecture.md, "Who may import whom"): app ›
 * features › components › lib › api, with content below features. A zone names what its target may not import.
 */
const layerZones = [
  {
    target: './src/features',
    from: './src/app',
    message: 'features must not import src/app: move what they share down to src/lib or src/components.',
  },
  ...['components', 'content'].map((layer) => ({
    target: `./src/${layer}`,
    from: ['./src/features', './src/app', ...(layer === 'content' ? ['./src/components'] : [])],
    message: `${layer} is below features and app: pass the value in, or move the shared piece down.`,
  })),
  {
    target: './src/lib',
    from: ['./src/components', './src/features', './src/app'],
    message: 'lib is below components, features and app: pass the value in, or move the shared piece down.',
  },
  {
    target: './src/api',
    from: './src',
    except: ['./api'],
    message: 'api is the lowest layer and imports nothing else of src: pass the value in, or move the piece down.',
  },
  {
    // Development tools (the drift alarm) sit on top: only the entry (main.tsx, launch.tsx) loads them, in development.
    target: ['./src/api', './src/lib', './src/components', './src/content', './src/features', './src/app'],
    from: './src/dev',
    message: 'src/dev is development-only: only launch.tsx loads it (behind __DRIFT_ALARM__). Hook in through a seam.',
  },
];

/**
 * Tests in src/lib that prove a lib rule where the features apply it (input limits in every form, forgetUser
 * clearing what each area stores). They stay in src/lib because the mutation run of src/lib takes its tests from
 * there (vitest.mutation.config.ts).
 */
const libTestsThroughFeatures = [
  'src/lib/inputLimits.test.ts',
  'src/lib/inputLimits.forms.test.tsx',
  'src/lib/forgetUser.test.tsx',
];
/** The client's tests sign in through the session stores above it, as the app does. */
const apiTests = ['src/api/**/*.test.ts'];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'storybook-static',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
      'reports',
      '.stryker-tmp',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      // Type-only imports count too (scripts/importCircles.mjs): a circle of types is still two files that cannot be
      // read one without the other.
      'import-x/no-cycle': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/mocks/**', '**/fixtures/**', 'msw', 'msw/*', '@faker-js/*'],
              message: 'App code must not import the mock backend (only launch.tsx does, dynamically).',
            },
          ],
        },
      ],
    },
  },
  ...[
    [libTestsThroughFeatures, './src/lib'],
    [apiTests, './src/api'],
  ].map(([files, layer]) => ({
    files,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones.filter((zone) => zone.target !== layer) }],
    },
  })),
  {
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y-x': jsxA11y },
    rules: {
      ...jsxA11y.configs.recommended.rules,
      // A scrolling table or list is a labelled region with tabIndex 0, so keyboard users can scroll it (axe's
      // scrollable-region-focusable); the recommended options allow only tabpanel.
      'jsx-a11y-x/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
  },
  {
    // Reads and writes go through the router: only a route's data module (`*.data.ts`) calls the API client, and
    // the few lib modules that must (the session stores, the location service). Everywhere else may use its
    // result type (api/outcome), its types (also as `import type` from any api module) and its settings.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/**/*.data.ts',
      'src/api/**',
      'src/lib/customerSession.ts',
      'src/lib/vendorSession.ts',
      'src/lib/adminSession.ts',
      'src/lib/location.ts',
      // The drift alarm is a dev tool over the client itself (its answer seam and schemas), no screen.
      'src/dev/**',
      '**/*.test.{ts,tsx}',
      '**/*.stories.tsx',
      'src/test/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/api/*',
                '!**/api/outcome',
                '!**/api/types',
                '!**/api/config',
                '!**/api/devLog',
                '!**/api/storedSchemas',
                // A pure helper: the add forms build their §7 multipart body with it (features/admin).
                '!**/api/formData',
              ],
              allowTypeImports: true,
              message:
                "Only a route's data module (*.data.ts) calls the API: a loader (a navigation's or a fetcher's) or an action.",
            },
          ],
        },
      ],
    },
  },
  {
    // No personal data in a production console: app code logs through src/api/devLog.ts, silent there.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', 'src/test/**'],
    rules: { 'no-console': 'error' },
  },
  {
    // Trusted Types (docs/trusted-types.md): no product code hands a string to an HTML or script sink, so the CSP's
    // enforcement never has to refuse one. Tests may (the deploy test proves the browser refuses them).
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', 'src/test/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['innerHTML', 'outerHTML', 'insertAdjacentHTML', 'srcdoc'].map((property) => ({
          property,
          message: 'An HTML sink: build elements with React or the DOM (textContent), never from a string.',
        })),
        ...['write', 'writeln'].map((property) => ({
          object: 'document',
          property,
          message: 'An HTML sink: build elements with React or the DOM (textContent), never from a string.',
        })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'An HTML sink: render the content as React elements.',
        },
        {
          selector: "JSXAttribute[name.name='srcDoc']",
          message: 'An HTML sink: an iframe of a real URL instead.',
        },
        { selector: "NewExpression[callee.name='Function']", message: 'Code from a string: refused by the CSP.' },
        { selector: "CallExpression[callee.name='Function']", message: 'Code from a string: refused by the CSP.' },
      ],
      'no-eval': 'error',
      'no-implied-eval': 'error',
    },
  },
  {
    // Tests, stories, the mock backend itself and its tooling may use the mocks.
    files: [
      '**/*.test.{ts,tsx}',
      '**/*.stories.tsx',
      'src/test/**',
      'mocks/**',
      'fixtures/**',
      'e2e/**',
      '.storybook/**',
      'scripts/**',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Playwright fixtures call their continuation `use`, which is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
  },
  {
    // The mock backend's service worker: a classic worker script (importScripts), run by the browser.
    files: ['public/mockWorker.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker } },
  },
);
