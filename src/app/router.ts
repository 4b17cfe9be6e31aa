import { createBrowserRouter } from 'react-router-dom';
import { createRoutes } from './routes';

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The app's one browser router, made on first use: creating it starts the first page's loaders, which must
 * wait until main.tsx has started the mock backend (a module-level router fetched before it listened).
 */
export function appRouter() {
  router ??= createBrowserRouter(createRoutes());
  return router;
}
