/**
 * What every story shares, in Storybook and in the story render test: a router around the story, the
 * mock backend reset to its seed, and an optional failure scenario (`parameters.mock`).
 */
import type { Decorator, Loader } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
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
  const router = createMemoryRouter([{ path: route.pattern ?? '*', element: <Story /> }], {
    initialEntries: [route.path ?? '/'],
  });
  return <RouterProvider router={router} />;
};

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
