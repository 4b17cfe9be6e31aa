import type { ComponentType } from 'react';
import type { ActionFunction, LoaderFunction, RouteObject, ShouldRevalidateFunction } from 'react-router-dom';

export type PageModule = { default: ComponentType };
/** A route's data module: its reads (`loader`) and writes (`action`), kept out of the page's chunk. */
export type DataModule = {
  loader?: LoaderFunction;
  action?: ActionFunction;
  shouldRevalidate?: ShouldRevalidateFunction;
};

/**
 * A route whose page is its own chunk, downloaded only when opened. With `data`, its loader and action come from a
 * small module react-router fetches beside the page's chunk (per-property `lazy`), so the data request starts at
 * navigation, not after the page code. The page renders once Bootstrap's component styles are in too (fetched in
 * parallel, once per visit). `parts`: a route whose loader is a static guard (a login page a signed-in user skips)
 * takes only its action from the module, as react-router ignores a lazy part the route already has.
 */
export function page(
  load: () => Promise<PageModule>,
  data?: () => Promise<DataModule>,
  parts?: readonly (keyof DataModule)[],
): Pick<RouteObject, 'lazy'> {
  // Bootstrap's inner-page components (src/styles/components.ts), asked for first: their CSS precedes the page's.
  return shellPage(async () => (await Promise.all([import('../styles/components'), load()]))[1], data, parts);
}

/** A page that is the named export `name` of a module holding several: one chunk for them all. */
export const namedPage = <K extends string>(
  load: () => Promise<Record<NoInfer<K>, ComponentType>>,
  name: K,
  data?: () => Promise<DataModule>,
) => page(async () => ({ default: (await load())[name] }), data);

/** A page of the shell's first paint (layout, home): only the entry stylesheet; its lazy parts import the rest. */
export function shellPage(
  load: () => Promise<PageModule>,
  data?: () => Promise<DataModule>,
  parts: readonly (keyof DataModule)[] = ['loader', 'action', 'shouldRevalidate'],
): Pick<RouteObject, 'lazy'> {
  const fromData = data ? parts.map((part) => [part, async () => (await data())[part]]) : [];
  return { lazy: { Component: async () => (await load()).default, ...Object.fromEntries(fromData) } };
}

/** A titled page for a screen a later issue builds; the title shows in the page and the tab. */
export const placeholder = (title: string): Pick<RouteObject, 'lazy' | 'handle'> => ({
  handle: { title, placeholder: true },
  ...page(() => import('./PlaceholderPage')),
});

/**
 * A route table's deep copy for one router: react-router marks a per-property `lazy` part loaded by writing `undefined`
 * into the route's `lazy` object, so a table shared by routers (each test and story makes one) leaves the next nothing.
 */
export function cloneRoutes(table: RouteObject[]): RouteObject[] {
  return table.map((route) => ({
    ...route,
    ...(route.lazy && typeof route.lazy === 'object' && { lazy: { ...route.lazy } }),
    ...(route.children && { children: cloneRoutes(route.children) }),
  })) as RouteObject[];
}
