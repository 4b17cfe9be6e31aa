/** Renders a customer page (alone or inside the customer layout) in a memory router, with a probe showing where navigation went. */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
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
  /** The route pattern of the page under test; every other path shows the probe. */
  pattern?: string;
  /** Wrap the page in the customer layout (header and footer). */
  layout?: boolean;
  /** Use with vi.useFakeTimers(): lets user-event advance the fake clock. */
  fakeTimers?: boolean;
  /** History state of the opened entry (what a navigate(…, { state }) would carry). */
  state?: unknown;
}

export function renderRoute(
  element: ReactElement,
  { path = '/', pattern = '/', layout = false, fakeTimers = false, state }: Options = {},
) {
  const pages: RouteObject[] = [
    { path: pattern, element },
    { path: '*', element: <LocationProbe /> },
  ];
  const table: RouteObject[] = layout ? [{ path: '/', element: <CustomerLayout />, children: pages }] : pages;
  const router = createMemoryRouter(table, {
    initialEntries: [{ pathname: new URL(path, 'http://x').pathname, search: new URL(path, 'http://x').search, state }],
  });
  const user = userEvent.setup(fakeTimers ? { advanceTimers: vi.advanceTimersByTime.bind(vi) } : {});
  const view = render(<RouterProvider router={router} />);
  return { router, user, ...view };
}
