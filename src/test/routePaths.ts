/** The whole product's route table, admin pages included, for tests that walk every path. */
import type { RouteObject } from 'react-router-dom';
import { adminRoutes } from '../app/adminRoutes';
import { cloneRoutes } from '../app/lazyPage';
import { createRoutes } from '../app/routes';

/** A fresh copy per router: react-router marks the lazy parts of a table's routes as loaded (see cloneRoutes). */
export function allRoutes(): RouteObject[] {
  const withAdmin = (routes: RouteObject[]): RouteObject[] =>
    routes.map((route) =>
      route.id === 'admin'
        ? { ...route, children: [...(route.children ?? []), ...cloneRoutes(adminRoutes)] }
        : route.children
          ? { ...route, children: withAdmin(route.children) }
          : route,
    ) as RouteObject[];
  return withAdmin(createRoutes());
}

export const allPaths = (): string[] => listPaths(allRoutes());

/** Every concrete path of a table. */
function listPaths(routes: RouteObject[], prefix = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.index ? prefix || '/' : route.path ? joinPath(prefix, route.path) : prefix;
    if (route.children) return listPaths(route.children, own);
    // A route without a page (a fetcher reads its loader) is no path anyone opens.
    const hasPage = typeof route.lazy !== 'object' || 'Component' in route.lazy;
    return hasPage ? [own] : [];
  });
}

const joinPath = (prefix: string, path: string) =>
  path.startsWith('/') ? path : `${prefix.replace(/\/$/, '')}/${path}`;
