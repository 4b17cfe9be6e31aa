/**
 * The app's Vite config without the steps that run after the bundle, for the build test's variant builds
 * (scripts/check-build.test.mjs): a build made with NODE_ENV=development or VITE_API_MOCKING=on is checked for the
 * code and files those settings decide. The prerender (a server render of every public page), the offline worker
 * (its precache list is made from the prerendered pages) and precompress (brotli 11 of every file) take most of a
 * build's time and add nothing those settings decide; `npm run build` runs them, and the test checks that build.
 */
import appConfig from '../vite.config.ts';

const AFTER_THE_BUNDLE = new Set(['prerender', 'service-worker', 'precompress']);

export default async (env) => {
  const config = await appConfig(env);
  return { ...config, plugins: config.plugins.filter((plugin) => !AFTER_THE_BUNDLE.has(plugin?.name)) };
};
