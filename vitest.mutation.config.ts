/**
 * The test set `npm run test:mutation` (stryker.config.mjs) runs against every mutant: the unit tests of the rule
 * modules, not the page tests. A page test re-imports half the app for each mutant (about 6 s each on two cores);
 * the rules it leans on are pinned where they live, by these.
 */
import { defineConfig, type UserConfig } from 'vitest/config';
import viteConfig from './vite.config';

export const MUTATION_TESTS = [
  'src/lib/**/*.test.{ts,tsx}',
  'src/api/**/*.test.ts',
  'mocks/**/*.test.ts',
  'src/features/**/*.test.ts',
];

export default defineConfig((env) => {
  const base = viteConfig(env) as UserConfig;
  // Replaced, not merged: mergeConfig would add these to the full suite's list. One jsdom and one module graph
  // for all files (isolate: false): 15 s for the set instead of 2.5 min, which is the cost of every mutant's run.
  // The suite's own tests reset the mock backend, the storage and the handlers before each test (src/test/setup.ts,
  // domSetup.ts). The suite's node/dom split is left out: one project, in jsdom, which the set's DOM tests need.
  const { projects: _split, ...shared } = base.test ?? {};
  const setupFiles = ['./src/test/setup.ts', './src/test/domSetup.ts', './src/test/mutationSetup.ts'];
  return {
    ...base,
    test: { ...shared, environment: 'jsdom', include: MUTATION_TESTS, isolate: false, setupFiles },
  };
});
