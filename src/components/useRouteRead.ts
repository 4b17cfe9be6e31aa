/**
 * A read a page starts on an event, served by its own route's loader through a fetcher (src/lib/routeRead.ts).
 * It gives a promise as the navigation's reads do, for <Deferred>: pending from the moment of asking (the fetcher
 * brings the loader's answer a moment later), then the loader's. Only the latest ask counts: a fetcher's new load
 * cancels its older one, and an answer that came before the ask is never taken for it.
 */
import { useCallback, useMemo, useState } from 'react';
import { useFetcher, useLocation } from 'react-router-dom';
import { READ_PARAM, type RouteRead } from '../lib/routeRead';

type Query = Record<string, string>;

/**
 * `[read, ask]`: `ask(query)` loads the read `name` of this route with `query` (an index route needs
 * `index: ''`), `ask(null)` drops it; `read` is null until asked.
 */
export function useRouteRead<T>(name: string): [Promise<T> | null, (query: Query | null) => void] {
  const { load, data } = useFetcher<RouteRead<T>>();
  const { pathname } = useLocation();
  const [asked, setAsked] = useState<{ before: RouteRead<T> | undefined } | null>(null);
  // One pending promise per ask, so <Deferred> shows its fallback until the loader's answer takes its place.
  const waiting = useMemo(() => (asked ? new Promise<T>(() => {}) : null), [asked]);
  const ask = useCallback(
    (query: Query | null) => {
      setAsked(query && { before: data });
      if (query) void load(`${pathname}?${new URLSearchParams({ ...query, [READ_PARAM]: name })}`);
    },
    [data, load, name, pathname],
  );
  return [asked && data && data !== asked.before ? data.read : waiting, ask];
}
