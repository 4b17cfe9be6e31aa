/**
 * `npm run mock:server`: runs scripts/mock-server/cli.ts in Node through Vite's module runner, so the server is
 * the mock backend's own TypeScript modules (mocks/), not a copy. No extra runner.
 */
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

// The mock's own URLs are root-relative, as in a demo build, whatever this shell exports for the app: handlers
// answer on whichever address a client uses, and picture URLs get the caller's origin (absoluteUploads.ts).
// The geocoding stand-in answers on /geocode, for an app built with VITE_GEOCODE_URL=<server>/geocode.
for (const name of Object.keys(process.env))
  if (name.startsWith('VITE_') && name !== 'VITE_MOCK_SEED') delete process.env[name];
process.env.VITE_GEOCODE_URL = '/geocode';

// Loading the mock's modules takes a few seconds: say so at once.
console.log('Starting the mock backend…');
const root = fileURLToPath(new URL('../..', import.meta.url));
const { module } = await runnerImport(fileURLToPath(new URL('./cli.ts', import.meta.url)), {
  root,
  configFile: false,
  logLevel: 'error',
  define: { __API_MOCKING__: 'true', __DEV_LOG__: 'false' },
});
process.exitCode = await module.main(process.argv.slice(2), root);
