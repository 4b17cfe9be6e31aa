import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { configDefaults } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { bakedSeed } from './scripts/bakedSeed.ts';
import { precompress } from './scripts/precompress.ts';
import { prerender, prerenderedHomeInPreview } from './scripts/prerender.ts';
import { immutableAssetsInPreview } from './scripts/previewCaching.ts';
import { recipeCspInPreview } from './scripts/previewCsp.ts';
import { routePreload } from './scripts/routePreload.ts';
import { serviceWorker } from './scripts/serviceWorker.ts';

/** The mock backend's service worker files in `public/` (mocks/browser.ts registers the first). */
const MOCK_WORKER_FILES = ['mockWorker.js', 'mockServiceWorker.js'];

/** The Vite mode of the one build that carries the mock backend: `npm run build:demo` (QA's static host). */
const DEMO_MODE = 'demo';

// A production build talks to the real backend: the service worker files that
// `public/` carries for the mock backend must not ship with it.
function dropMockWorkerWhenOff(mocking: boolean, ignoredAsk: boolean): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      if (ignoredAsk)
        config.logger.warn(
          `VITE_API_MOCKING=on is ignored by a "${config.mode}" build: it never ships the mock backend. ` +
            `A build on the mocks is \`npm run build:demo\` (mode "${DEMO_MODE}").`,
        );
    },
    closeBundle() {
      if (mocking) return;
      for (const file of MOCK_WORKER_FILES) rmSync(resolve(outDir, file), { force: true });
    },
  };
}

/**
 * Modules every page loads: the app's start (src/launch.tsx, with what it imports), and the customer shell's that
 * `/` loads anyway, its route data module included (see build.rolldownOptions below).
 */
const SITE_CORE =
  /\/src\/(launch|api\/(http|config|endpoints|customer|catalogue|devLog)|lib\/(storage|authEvents|truncate|listOrEmpty|customerSession|useHydrated|next|vendorSessionStore|afterLoadAndIdle)|components\/(LineIcon|Logo|WhenNear|CategoryTile|Rating|SiteIcon)|features\/home\/HomePage\.data)\.tsx?$/;

const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom)\//;

/**
 * <Deferred> and the failed-read notice (src/components): / and /services use both, every route-data page the
 * first; on its own the notice was one more file for both.
 */
const ROUTE_READS = /\/src\/components\/(Deferred|ReadFailed)\.tsx?$/;
/** The location service: the browser's position, reverse geocoding, and the service that joins them. */
const LOCATION = /\/src\/(lib\/(geolocation|location)|api\/maps)\.ts$/;

/**
 * The field components every customer form page (/login, /register, the booking modal) loads together:
 * one file instead of five sub-KB chunks, whose per-file overhead cost /login its budget (docs/decisions.md).
 */
const FORM_CORE =
  /\/(src\/components\/form\/(TextField|CheckField|PasswordField|FieldShell|useFieldState|BusyButton)\.tsx?$|src\/components\/PasswordInput\.tsx$|src\/lib\/(inputLimits|digitsOnly)\.ts$)/;

const SETUP = './src/test/setup.ts';
const DOM_SETUP = './src/test/domSetup.ts';
/**
 * Every test file outside NODE_TESTS runs in jsdom: pages, components, storage and the mock backend. A worker's
 * files share its module graph and jsdom (isolate: false), so a file must leave the app, the document and the
 * globals as it found them: the set-up resets what every file touches (mock backend, storage, timers, stubs, the
 * rendered page), and a file that changes anything else restores it itself (src/stories.test.tsx, for one). A leak
 * shows as a failure only in some orders: `--sequence.shuffle.files --sequence.seed=N` finds it, a run of the
 * suspect file before the failing one on one worker confirms it.
 */
const DOM_TESTS = ['{src,mocks,fixtures,scripts}/**/*.test.{ts,tsx}'];
/**
 * Test files that touch no DOM, storage or relative URL: they run in Node. A new test file runs in jsdom until it
 * is listed here; one listed here that reaches for `window` fails at once ("window is not defined").
 */
const NODE_TESTS = [
  'fixtures/seed.test.ts',
  'mocks/{scenarios,worker}.test.ts',
  'mocks/handlers/{body,catalogueRows,kit,otp}.test.ts',
  'scripts/{bakedSeed,prerender,previewCsp,trustedTypesLint}.test.ts',
  'scripts/{mock-server,visual}/**/*.test.ts',
  'scripts/fixtures/{cli,fixturesKey,importHar,standIn}.test.ts',
  'src/app/fieldVitals/*.test.ts',
  'src/api/{contractReport,devLog,devLog.rules,openapi,requests,types}.test.ts',
  'src/content/**/*.test.ts',
  'src/dev/drift/{everyEndpoint,findDrift,markdown}.test.ts',
  'src/features/admin/{services/serviceSchema,shared/catalogueSchema}.test.ts',
  'src/features/auth/{registerOtp,registerValidation,registerValidation.property,validation,validation.property}.test.ts',
  'src/features/dashboard/bookings.test.ts',
  'src/features/serviceDetails/{detailsBooking,detailsBooking.property}.test.ts',
  'src/features/services/savedAddress.test.ts',
  'src/lib/{demoCredentials,digitGroups.property,digitsOnly,duration,expiry,expiry.property,formatting}.test.ts',
  'src/lib/{inputLimits,listOrEmpty,next,otpLength,serviceSlug,serviceSlug.rules,slugify,slugify.property}.test.ts',
  'src/lib/{timeSlots,uploads}.test.ts',
  'src/test/{adminStories,mutationSetup}.test.ts',
];

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const requested = env.VITE_API_MOCKING ?? process.env.VITE_API_MOCKING;
  // A build carries the mock backend only when made for it on purpose, in its own mode: a VITE_API_MOCKING=on
  // left in .env.local or a CI environment must never put the mocks and their demo passwords in production.
  // The dev server (and Vitest, Storybook's dev server) keep following the variable, on unless told off.
  const mocking = command === 'build' ? mode === DEMO_MODE : (requested ?? 'on') === 'on';
  const ignoredAsk = command === 'build' && !mocking && requested === 'on';
  // react-router's package exports point every bundler at its development build; production builds take
  // the production one it ships beside it (~10 KB gzipped less on every page, warnings stripped).
  const routerBuild = fileURLToPath(new URL('./node_modules/react-router/dist/production/', import.meta.url));
  return {
    plugins: [
      react(),
      dropMockWorkerWhenOff(mocking, ignoredAsk),
      bakedSeed(),
      routePreload(),
      prerender(),
      serviceWorker(!mocking),
      precompress(),
      immutableAssetsInPreview(),
      recipeCspInPreview(),
      prerenderedHomeInPreview(),
    ],
    resolve: {
      alias:
        command === 'build'
          ? [
              { find: /^react-router$/, replacement: `${routerBuild}index.mjs` },
              { find: /^react-router\/dom$/, replacement: `${routerBuild}dom-export.mjs` },
            ]
          : [],
    },
    define: {
      // The one switch the app and the bundler agree on; `false` lets the
      // bundler drop the mock import from production builds entirely.
      __API_MOCKING__: JSON.stringify(mocking),
      // The drift alarm (src/dev/drift) is for the dev server against a real backend, and never ships: `false` for
      // every build, whatever NODE_ENV or mode say (import.meta.env.DEV is true in a NODE_ENV=development build).
      __DRIFT_ALARM__: JSON.stringify(command === 'serve' && !mocking),
      // The console log (src/api/devLog.ts) carries personal data: on for the dev server, Vitest and the mock
      // builds QA works with, off in a build for the real backend whatever NODE_ENV says.
      __DEV_LOG__: JSON.stringify(command === 'serve' || mocking),
    },
    build: {
      manifest: true,
      // Every browser the app supports preloads modules natively; the polyfill cost every page 0.4 KB.
      modulePreload: { polyfill: false },
      sourcemap: false,
      rolldownOptions: {
        output: {
          // The small modules every customer page needs (API client, session, header icons, tiles) ship as one
          // file: as a dozen sub-KB chunks their per-file overhead alone cost `/` over a kilobyte of its budget.
          codeSplitting: {
            groups: [
              // React and the router in one file of their own: a prerendered page's boot script runs it in a task
              // of its own (src/app/prerender/boot.ts), not in one with the app's modules.
              { name: 'framework', test: FRAMEWORK, priority: 2 },
              { name: 'site-core', test: SITE_CORE },
              // Only the listed modules: their dependencies (Formik, React) stay where the bundler puts them.
              { name: 'form-core', test: FORM_CORE, includeDependenciesRecursively: false },
              // The route read helpers (/ and /services load them together) and the location service (the
              // header's city on every customer page, the booking modal, the wizard): one file each, not three.
              { name: 'route-reads', test: ROUTE_READS, includeDependenciesRecursively: false },
              { name: 'location', test: LOCATION, includeDependenciesRecursively: false },
            ],
          },
        },
      },
    },
    css: {
      preprocessorOptions: {
        // Bootstrap 5.3's Sass sources use @import and global functions, which Dart Sass warns about on every
        // build; they are Bootstrap's to change.
        scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
      },
    },
    preview: { port: 4173 },
    test: {
      globals: true,
      css: false,
      testTimeout: 20000,
      pool: 'threads',
      // Vitest leaves one core to the main process by default, which on a 2-core machine is one worker: the suite
      // ran serially. The main process only collects results, so a worker per core nearly halves the run.
      maxWorkers: availableParallelism(),
      // Both projects share their worker's module graph and environment (isolate: false): React, jsdom, the app and
      // the mock backend load once per worker instead of once per file (the page tests took 274 s isolated, about
      // 160 s shared). The set-up resets what a file leaves; what it cannot reset, the file must (DOM_TESTS).
      // Vitest starts the projects' files in the order of the projects' names: `node` before `web` lets its one slow
      // file (scripts/visual/visual.test.ts drives Chromium for about 30 s) run beside the page tests instead of
      // ending the run alone on one worker.
      projects: [
        {
          extends: true,
          test: { name: 'node', environment: 'node', include: NODE_TESTS, isolate: false, setupFiles: [SETUP] },
        },
        {
          extends: true,
          test: {
            name: 'web',
            environment: 'jsdom',
            include: DOM_TESTS,
            // Vitest's own excludes stay: the tools' dependencies under scripts/*/node_modules carry test files.
            exclude: [...configDefaults.exclude, ...NODE_TESTS],
            isolate: false,
            setupFiles: [SETUP, DOM_SETUP],
          },
        },
      ],
    },
  };
});
