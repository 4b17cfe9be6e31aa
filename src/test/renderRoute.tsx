/** Renders a customer page (alone or inside the customer layout) in a memory router, with a probe showing where navigation went. */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import type { DataModule } from '../app/lazyPage';
import { firstLoad, PAGE_ROUTE_ID } from './routeData';
import { vi } from 'vitest';
import CustomerLayout from '../app/layouts/CustomerLayout';

/** Shows the path and query the router is at: the page a link or a redirect led to. */
export function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

interface Options {
  /** The URL to open. */
  path?: string;
  /** The route pattern of the page under test; every other path shows the probe (none with `*`). */
  pattern?: string;
  /** Wrap the page in the customer layout (header and footer). */
  layout?: boolean;
  /** Use with vi.useFakeTimers(): lets user-event advance the fake clock. */
  fakeTimers?: boolean;
  /** History state of the opened entry (what a navigate(…, { state }) would carry). */
  state?: unknown;
  /** The page's data module (`loader`, `action`), as its route in src/app/routes.tsx has it. */
  data?: DataModule;
  /** Routes the page reads from besides its own (a fetcher's), as src/app/routes.tsx has them. */
  routes?: RouteObject[];
}

export function renderRoute(
  element: ReactElement,
  { path = '/', pattern = '/', layout = false, fakeTimers = false, state, data, routes = [] }: Options = {},
) {
  const pages: RouteObject[] = [
    {
      id: PAGE_ROUTE_ID,
      path: pattern,
      element,
      loader: data?.loader,
      action: data?.action,
      shouldRevalidate: data?.shouldRevalidate,
    },
    ...routes,
  ];
  if (pattern !== '*') pages.push({ path: '*', element: <LocationProbe /> });
  const table: RouteObject[] = layout ? [{ path: '/', element: <CustomerLayout />, children: pages }] : pages;
  const router = createMemoryRouter(table, {
    hydrationData: firstLoad(data, path, pattern),
    initialEntries: [{ pathname: new URL(path, 'http://x').pathname, search: new URL(path, 'http://x').search, state }],
  });
  const user = userEvent.setup({
    // On the real clock, no macrotask between keystrokes: each is still its own act() (React renders and runs its
    // effects before the next), and a form typed key by key costs a third less test time. A test on the fake clock
    // keeps user-event's pause, which moves that clock on as a person's typing does.
    ...(fakeTimers ? { advanceTimers: vi.advanceTimersByTime.bind(vi) } : { delay: null }),
  });
  const view = render(<RouterProvider router={router} />);
  return { router, user, ...view };
}
