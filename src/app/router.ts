import { createBrowserRouter } from 'react-router-dom';
import { createRoutes } from './routes';

let router: ReturnType<typeof createBrowserRouter> | null = null;

/**
 * The app's router, made on first use: creating it runs the first page's loaders at once, so it must not happen
 * at import time, before main.tsx has started the mock backend (a loader's first call would miss it).
 */
export function appRouter() {
  router ??= createBrowserRouter(createRoutes());
  return router;
}
