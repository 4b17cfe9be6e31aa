/** Renders one admin page (renderRoute, with the demo admin signed in) or the whole app at a path. */
import { act, render } from '@testing-library/react';
import { vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { DataModule } from '../app/lazyPage';
import { ADMIN_SESSION_KEY, readAdminSession } from '../lib/adminSession';
import { demoAdminSessionValue } from './demoSessions';
import { renderRoute } from './renderRoute';
import { allRoutes } from './routePaths';

/** Admin calls need the admin token (the mock answers 401 without it): the demo admin's seeded session. */
export const signInAsDemoAdmin = () => window.localStorage.setItem(ADMIN_SESSION_KEY, demoAdminSessionValue());

/**
 * One page at `path`, with its route's data module (`loader`, `action`) when it has one. Admin reads need the
 * admin token, so a page with a loader opens with the demo admin signed in.
 */
export function renderPage(
  element: ReactElement,
  {
    path = '/',
    pattern = '*',
    data,
    routes,
  }: { path?: string; pattern?: string; data?: DataModule; routes?: RouteObject[] } = {},
) {
  if (data?.loader && !readAdminSession()) signInAsDemoAdmin();
  return renderRoute(element, { path, pattern, data, routes });
}

/** The whole app's route table (layouts, guard, lazy pages, admin pages) at a path. */
export function renderApp(path: string) {
  // The admin table is already in (the app patches it in on the first navigation under /admin; routes.test.tsx and
  // the e2e specs cover that).
  const router = createMemoryRouter(allRoutes(), { initialEntries: [path] });
  const user = userEvent.setup({ delay: null }); // no pause between keystrokes: long forms stay fast under load
  const view = render(<RouterProvider router={router} />);
  return { router, user, ...view };
}

/** With fake timers: lets pending effects run (they schedule alert timers), then moves the clock on. */
export async function advance(ms: number) {
  await act(async () => {});
  act(() => vi.advanceTimersByTime(ms));
}
