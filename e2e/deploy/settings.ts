/** Where the deploy test finds the production build and which port its nginx listens on. */
export const DEPLOY_DIST = process.env.E2E_DEPLOY_DIST ?? 'dist';
export const DEPLOY_PORT = Number(process.env.E2E_DEPLOY_PORT ?? 4181);
/**
 * The production build made with VITE_RUM_URL (`npm run build:rum`, into dist-rum/) and that URL, where the field
 * measurement test's collector listens (the test checks the build names it).
 */
export const DEPLOY_RUM_DIST = process.env.E2E_DEPLOY_RUM_DIST ?? 'dist-rum';
export const RUM_URL = process.env.E2E_RUM_URL ?? 'http://127.0.0.1:4189/collect';
