import { createBrowserRouter } from 'react-router-dom';
import { createRoutes, routerOptions } from './routes';

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The app's one router, made on first use: a data router starts its first page's loaders as soon as it is
 * created, so it must not exist before main.tsx has the mock backend listening (QA builds).
 */
export const appRouter = () => (router ??= createBrowserRouter(createRoutes(), routerOptions));
