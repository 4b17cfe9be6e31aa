/** Renders one admin page in a memory router, with a probe that shows where navigation went. */
import { act, render } from '@testing-library/react';
import { vi } from 'vitest';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { createRoutes } from '../../../app/routes';
import { ADMIN_SESSION_KEY, demoAdminSessionValue } from '../../../lib/adminSession';

function Probe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Admin calls need the admin token (the mock answers 401 without it): the demo admin's seeded session. */
export const signInAsDemoAdmin = () => window.localStorage.setItem(ADMIN_SESSION_KEY, demoAdminSessionValue());

export function renderPage(
  element: ReactElement,
  { path = '/', pattern = '*' }: { path?: string; pattern?: string } = {},
) {
  const table: RouteObject[] = [{ path: pattern, element }];
  if (pattern !== '*') table.push({ path: '*', element: <Probe /> });
  const router = createMemoryRouter(table, { initialEntries: [path] });
  const user = userEvent.setup({ delay: null }); // no pause between keystrokes: long forms stay fast under load
  const view = render(<RouterProvider router={router} />);
  return { router, user, ...view };
}

/** The whole app's route table (layouts, guard, lazy pages) at a path. */
export function renderApp(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const user = userEvent.setup({ delay: null }); // no pause between keystrokes: long forms stay fast under load
  const view = render(<RouterProvider router={router} />);
  return { router, user, ...view };
}

/** With fake timers: lets pending effects run (they schedule alert timers), then moves the clock on. */
export async function advance(ms: number) {
  await act(async () => {});
  act(() => vi.advanceTimersByTime(ms));
}
