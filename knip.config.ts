import type { KnipConfig } from 'knip';

/**
 * `npm run knip` (in `npm test`): files, exports, types and dependencies nothing uses, then (`--production`, from
 * the entries marked `!`) code that only tests and stories use.
 */
const config: KnipConfig = {
  entry: [
    // Imported with import.meta.glob, which knip does not follow.
    'src/**/*.stories.tsx',
    'mocks/**/*.stories.tsx',
    'scripts/**/*.{mjs,ts}',
    'e2e/**/*.ts',
    // The mock backend's service worker, registered by URL.
    'public/mockWorker.js!',
    // The build's server entry, built by scripts/prerender.ts (Vite in SSR mode) by path.
    'src/app/prerender/serverEntry.tsx!',
    // A prerendered page's boot script, bundled by scripts/prerender.ts by path.
    'src/app/prerender/bootMain.ts!',
    // The offline service worker, bundled by scripts/serviceWorker.ts by path.
    'src/serviceWorker/sw.ts!',
  ],
  project: [
    'src/**/*.{ts,tsx,scss}!',
    // Test and story helpers are not part of the app (left out of --production).
    '!src/test/**!',
    '!src/**/storyKit.ts!',
    // Writes docs/openapi.yaml through its test (npm run docs:openapi).
    '!src/api/openapi.ts!',
    'mocks/**/*.{ts,tsx}',
    'fixtures/**/*.ts',
    'e2e/**/*.ts',
    '.storybook/**/*.{ts,tsx}',
    'scripts/**/*.{mjs,ts}',
  ],
  compilers: {
    // The Sass imports, so the stylesheets count as users of Bootstrap's Sass sources; a bare name is a partial
    // beside the file (`@import 'bootstrap-config'` is `./_bootstrap-config.scss`).
    scss: (text: string) =>
      [...text.matchAll(/@(?:import|use)\s+['"]([^'"]+)['"]/g)]
        .map(([, path]) => (path.includes('/') ? path : `./_${path}.scss`))
        .map((path) => `import '${path}';`)
        .join('\n'),
  },
  // The contract's tables (calls, requests, response schemas) are read by the mock backend, the contract test and
  // the OpenAPI generator as well as the app: --production, which leaves those out, would call them test-only.
  ...(process.argv.includes('--production') && {
    ignoreIssues: Object.fromEntries(
      ['endpoints', 'requests', 'schemas', 'storedSchemas'].map((file) => [`src/api/${file}.ts`, ['exports']]),
    ),
  }),
  ignoreDependencies: [
    // vite.config.ts points production builds at react-router's production build by path; react-router-dom
    // depends on the same version, so it is always installed.
    'react-router',
    // Stryker's plugins (scripts/mutation/) import it from scripts/mutation/node_modules: npm run test:mutation
    // installs it there from its own lock file, not the project's (docs/testing.md).
    '@stryker-mutator/api',
    '@stryker-mutator/vitest-runner',
  ],
  // e2e/deploy-nginx.spec.ts makes a throwaway TLS certificate with the system's openssl.
  ignoreBinaries: ['openssl'],
  // With --production (tests and stories left out), a value a module uses and exports so its test can pin the same
  // value is not dead; a function or module only tests call is.
  ignoreExportsUsedInFile: process.argv.includes('--production'),
};

export default config;
