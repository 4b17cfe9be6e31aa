import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/mocks/**', '**/fixtures/**', 'msw', 'msw/*', '@faker-js/*'],
              message: 'App code must not import the mock backend (only main.tsx does, dynamically).',
            },
          ],
        },
      ],
    },
  },
  {
    // No personal data in a production console: app code logs through src/lib/devLog.ts, silent there.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', 'src/test/**'],
    rules: { 'no-console': 'error' },
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
