/**
 * What every story shares, in Storybook and in the story render test: a data router around the story, with the
 * data module (loader, action) that the app's route table gives the story's path, the mock backend reset to its
 * seed, and an optional failure scenario (`parameters.mock`).
 */
import type { Decorator, Loader } from '@storybook/react-vite';
import { createContext, useContext, type ReactNode } from 'react';
import { createMemoryRouter, matchRoutes, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { resetDb } from '../mocks/db';
import { resetScenario, setScenario, type ScenarioState } from '../mocks/scenarios';
import { ADMIN_SESSION_KEY } from '../src/lib/adminSession';
import { demoAdminSessionValue } from '../src/test/demoSessions';
import { allRoutes } from '../src/test/routePaths';
import { toolbarScenario } from './scenarioToolbar';

interface RouteParameters {
  /** The URL the story opens at. */
  path?: string;
  /** The route pattern, for pages that read params (e.g. '/services/:id'). */
  pattern?: string;
  /** History state of the opened entry (what a navigate(…, { state }) would carry, e.g. a sign-up's). */
  state?: unknown;
}

/** The lazy data parts (loader, action, shouldRevalidate) of the app's route at `path`, if it has any. */
function routeData(path: string): Pick<RouteObject, 'lazy'> | undefined {
  const lazy = matchRoutes(allRoutes(), new URL(path, 'http://story').pathname)?.at(-1)?.route.lazy;
  if (!lazy || typeof lazy !== 'object' || !(lazy.loader || lazy.action)) return undefined;
  // A login page's guard is a static loader the story leaves out (src/app/routes.tsx): only its action comes.
  const parts = Object.entries({ loader: lazy.loader, action: lazy.action, shouldRevalidate: lazy.shouldRevalidate });
  return { lazy: Object.fromEntries(parts.filter(([, part]) => part)) } as Pick<RouteObject, 'lazy'>;
}

/** The app's page-less routes (a fetcher reads their loader, e.g. the home modal's subcategories), by full path. */
function fetcherRoutes(routes: RouteObject[] = allRoutes(), prefix = ''): RouteObject[] {
  return routes.flatMap((route) => {
    const path = route.path?.startsWith('/') ? route.path : `${prefix.replace(/\/$/, '')}/${route.path ?? ''}`;
    if (route.children) return fetcherRoutes(route.children, route.path || route.index ? path : prefix);
    const lazy = route.lazy;
    const pageless = lazy && typeof lazy === 'object' && lazy.loader && !('Component' in lazy);
    return pageless ? [{ path, lazy: { loader: lazy.loader } } as RouteObject] : [];
  });
}

/** The story's element inside the router the `storyRouter` hook built (the decorator hands it the story). */
const StoryElement = createContext<ReactNode>(null);
function StorySlot() {
  return <>{useContext(StoryElement)}</>;
}

let routersBuilt = 0;
/** A key per router built, for the RouterProvider that shows it (see withRouter). */
const routerKeys = new WeakMap<object, number>();

function buildRouter(parameters: Record<string, unknown>) {
  const route = (parameters.route ?? {}) as RouteParameters;
  const path = route.path ?? '/';
  // Only a story that says where it is (a page's story) gets that route's data; a component's story gets none.
  const data = route.path ? routeData(route.path) : undefined;
  // Without a pattern the story owns every path (stories may route inside); with one, a redirect elsewhere
  // lands on <Redirected />.
  const routes: RouteObject[] = [
    ...fetcherRoutes(),
    ...(route.pattern
      ? [
          { path: route.pattern, element: <StorySlot />, ...data },
          { path: '*', element: <Redirected /> },
        ]
      : [{ path: '*', element: <StorySlot />, ...data }]),
  ];
  const { pathname, search, hash } = new URL(path, 'http://story');
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname, search, hash, state: route.state }] });
  routerKeys.set(router, (routersBuilt += 1));
  return router;
}

const routers = new Map<string, ReturnType<typeof createMemoryRouter>>();

/**
 * Builds the story's router after the loaders (the mock backend is listening by then) and waits for its first
 * loaders, so a play function finds the page drawn, as the app shows it once its data arrived.
 */
export const storyRouter = async (context: { id: string; parameters: Record<string, unknown> }) => {
  const router = buildRouter(context.parameters);
  routers.set(context.id, router);
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (state.initialized) {
          stop();
          resolve();
        }
      });
    });
  }
};

export const withRouter: Decorator = (Story, context) => {
  const router = routers.get(context.id) ?? buildRouter(context.parameters);
  // RouterProvider keeps the state of the first router it was given: a re-render with a new router (a toolbar
  // scenario switch runs the loaders and `storyRouter` again) must mount a new one, or the old page stays.
  return (
    <StoryElement.Provider value={<Story />}>
      <RouterProvider key={routerKeys.get(router)} router={router} />
    </StoryElement.Provider>
  );
};

/** A screen that sends the user elsewhere (a guard, a finished form) shows where it went, not an empty canvas. */
export function Redirected() {
  const location = useLocation();
  return (
    <section className="container py-4" role="status">
      <h1 className="h4">Redirected</h1>
      <p className="mb-0">
        The screen sent the user to <code>{`${location.pathname}${location.search}`}</code>
      </p>
    </section>
  );
}

/**
 * Each story starts from the seed, logged out, with the scenario it asks for, or the one the toolbar forces on
 * every call (the loaders run again on every render, so a toolbar change applies at once).
 */
export const freshBackend: Loader = async (context) => {
  resetDb();
  resetScenario();
  window.localStorage.clear();
  const forced = toolbarScenario(context.globals);
  const mock = context.parameters.mock as Partial<ScenarioState> | undefined;
  if (forced) setScenario({ name: forced, endpoint: null });
  else if (mock) setScenario(mock);
  const storage = context.parameters.storage as Record<string, string> | undefined;
  // An admin page's loader needs a signed-in admin (it calls requireAdmin first), as the page does in the app;
  // a story that states its storage (an empty one: signed out) gets exactly that.
  const path = (context.parameters.route as RouteParameters | undefined)?.path ?? '';
  const lazyData = routeData(path)?.lazy as { loader?: unknown } | undefined;
  if (!storage && path.startsWith('/admin/') && lazyData?.loader)
    window.localStorage.setItem(ADMIN_SESSION_KEY, demoAdminSessionValue());
  for (const [key, value] of Object.entries(storage ?? {})) window.localStorage.setItem(key, value);
  return {};
};

/**
 * Wraps msw-storybook-addon's loader: a scenario forced from the toolbar drops the story's own `parameters.msw`
 * answers, so it reaches every call (a story that answers a call itself would otherwise hide the failure).
 */
export const scenarioAwareMsw =
  (loader: Loader): Loader =>
  (context) =>
    toolbarScenario(context.globals)
      ? loader({ ...context, parameters: { ...context.parameters, msw: undefined } })
      : loader(context);
