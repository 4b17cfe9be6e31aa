import { createBrowserRouter } from 'react-router-dom';
import { createRoutes, routerOptions } from './routes';

let router: ReturnType<typeof createBrowserRouter> | undefined;

/** Made on first use: a data router runs its first loaders once created, so not before the mocks listen (src/launch.tsx). */
export const appRouter = () => (router ??= createBrowserRouter(createRoutes(), routerOptions));
