/** Where the deploy test finds the production build and which port its nginx listens on. */
export const DEPLOY_DIST = process.env.E2E_DEPLOY_DIST ?? 'dist';
export const DEPLOY_PORT = Number(process.env.E2E_DEPLOY_PORT ?? 4181);
