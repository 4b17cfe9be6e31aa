import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';

type SeedModule = typeof import('../fixtures/seed.ts');

export const SEED_MODULE = fileURLToPath(new URL('../fixtures/seed.ts', import.meta.url));

/** Stands for the uploads URL in the baked rows; a page puts its own in (it comes from the page's build settings). */
const UPLOADS_MARK = '@@uploads@@';

/**
 * The module a build ships in place of fixtures/seed.ts: the same exports, with the generated seed as data. Faker
 * and its locale tables are most of a megabyte the browser would otherwise parse and run on every page load of a
 * demo build or a story, to produce the same 210 KB of rows each time.
 */
export async function bakedSeedModule(): Promise<string> {
  // Through Vite's module runner, as the HTTP mock server loads the mock: faker loads only when a build needs it.
  const { module: seed } = await runnerImport<SeedModule>(SEED_MODULE, { configFile: false, logLevel: 'error' });
  const rows = JSON.stringify(seed.buildSeed(UPLOADS_MARK));
  return `export const DEMO_ACCOUNTS = ${JSON.stringify(seed.DEMO_ACCOUNTS)};
const ROWS = ${JSON.stringify(rows)};
export function buildSeed(uploadsUrl) {
  const inJson = JSON.stringify(uploadsUrl).slice(1, -1);
  return JSON.parse(ROWS.replaceAll(${JSON.stringify(UPLOADS_MARK)}, () => inJson));
}
`;
}

/**
 * Builds (the demo build, Storybook's) run faker once, here in Node, instead of in every page that starts the mock
 * backend. The dev server, Vitest and the HTTP mock server import fixtures/seed.ts itself.
 */
export function bakedSeed(): Plugin {
  return {
    name: 'baked-seed',
    apply: 'build',
    load: (id) => (id === SEED_MODULE ? bakedSeedModule() : null),
  };
}
