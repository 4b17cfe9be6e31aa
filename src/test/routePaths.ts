/** The whole product's route table, admin pages included, for tests that walk every path. */
import type { RouteObject } from 'react-router-dom';
import { adminRoutes } from '../app/adminRoutes';
import { createRoutes, listPaths } from '../app/routes';

export function allRoutes(): RouteObject[] {
  const withAdmin = (routes: RouteObject[]): RouteObject[] =>
    routes.map((route) =>
      route.id === 'admin'
        ? { ...route, children: [...(route.children ?? []), ...adminRoutes] }
        : route.children
          ? { ...route, children: withAdmin(route.children) }
          : route,
    ) as RouteObject[];
  return withAdmin(createRoutes());
}

export const allPaths = (): string[] => listPaths(allRoutes());
