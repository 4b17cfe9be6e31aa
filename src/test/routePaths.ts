/** The whole product's route table, admin pages included, for tests that walk every path. */
import type { RouteObject } from 'react-router-dom';
import { adminRoutes } from '../app/adminRoutes';
import { cloneRoutes } from '../app/lazyPage';
import { createRoutes, listPaths } from '../app/routes';

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
