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
 * What a route's data module gives. A route whose loader is a static guard (a login page that a signed-in user
 * skips) takes only its action from the module: react-router ignores a lazy part the route already has.
 */
type DataPart = keyof DataModule;

/**
 * Bootstrap's inner-page components (forms, cards, tables, modals, alerts, tabs…: src/styles/components.ts).
 * Asked for before the page's chunk, so its stylesheet precedes the page's own CSS in the cascade.
 */
const componentStyles = () => import('../styles/components');

/**
 * A route whose page is its own chunk: a visitor downloads a page only when they open it. With `data`, the
 * route's loader and action come from a small module of their own, which react-router fetches beside the page's
 * chunk (per-property `lazy`), so the data request starts at navigation instead of after the page code arrived.
 * The page renders once Bootstrap's component styles are in too (fetched in parallel, once per visit).
 */
export function page(
  load: () => Promise<PageModule>,
  data?: () => Promise<DataModule>,
  parts?: readonly DataPart[],
): Pick<RouteObject, 'lazy'> {
  return shellPage(async () => (await Promise.all([componentStyles(), load()]))[1], data, parts);
}

/**
 * A page of the customer shell's first paint (the customer layout, the home page): it needs only the entry
 * stylesheet, so it does not wait for the component styles (its lazily loaded parts import them themselves).
 */
export function shellPage(
  load: () => Promise<PageModule>,
  data?: () => Promise<DataModule>,
  parts: readonly DataPart[] = ['loader', 'action', 'shouldRevalidate'],
): Pick<RouteObject, 'lazy'> {
  const lazy: NonNullable<Exclude<RouteObject['lazy'], (...args: never[]) => unknown>> = {
    Component: async () => (await load()).default,
  };
  if (data) for (const part of parts) Object.assign(lazy, { [part]: async () => (await data())[part] });
  return { lazy };
}

/** A titled page for a screen a later issue builds; the title shows in the page and the tab. */
export const placeholder = (title: string): Pick<RouteObject, 'lazy' | 'handle'> => ({
  handle: { title, placeholder: true },
  ...page(() => import('./PlaceholderPage')),
});

/**
 * A deep copy of a route table for one router. react-router marks each per-property `lazy` part as loaded by
 * writing `undefined` into the route's `lazy` object; a table shared by several routers (each test and story
 * builds one) would leave the next router with nothing to load.
 */
export function cloneRoutes(table: RouteObject[]): RouteObject[] {
  return table.map((route) => ({
    ...route,
    ...(route.lazy && typeof route.lazy === 'object' && { lazy: { ...route.lazy } }),
    ...(route.children && { children: cloneRoutes(route.children) }),
  })) as RouteObject[];
}
