/**
 * What every story shares, in Storybook and in the story render test: a router around the story, the
 * mock backend reset to its seed, and an optional failure scenario (`parameters.mock`).
 */
import type { Decorator, Loader } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { resetDb } from '../mocks/db';
import { resetScenario, setScenario, type ScenarioState } from '../mocks/scenarios';

export interface RouteParameters {
  /** The URL the story opens at. */
  path?: string;
  /** The route pattern, for pages that read params (e.g. '/services/:id'). */
  pattern?: string;
}

export const withRouter: Decorator = (Story, context) => {
  const route = (context.parameters.route ?? {}) as RouteParameters;
  // Without a pattern the story owns every path (stories may route inside); with one, a redirect elsewhere
  // lands on <Redirected />.
  const routes = route.pattern
    ? [
        { path: route.pattern, element: <Story /> },
        { path: '*', element: <Redirected /> },
      ]
    : [{ path: '*', element: <Story /> }];
  const router = createMemoryRouter(routes, { initialEntries: [route.path ?? '/'] });
  return <RouterProvider router={router} />;
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

/** Each story starts from the seed, logged out, with the scenario it asks for. */
export const freshBackend: Loader = async (context) => {
  resetDb();
  resetScenario();
  window.localStorage.clear();
  const mock = context.parameters.mock as Partial<ScenarioState> | undefined;
  if (mock) setScenario(mock);
  const storage = context.parameters.storage as Record<string, string> | undefined;
  for (const [key, value] of Object.entries(storage ?? {})) window.localStorage.setItem(key, value);
  return {};
};
