// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the worker reads the endpoint table, it calls nothing
import { endpointUrl, type EndpointName } from '../api/endpoints';

/**
 * The reads the service worker may keep: the public catalogue, the same for everyone, sent without token or cookie. An
 * allow-list by name: any other call (logins, sessions, admin, vendor, geocoding, any added later) is never stored.
 */
export const CATALOGUE_READS = [
  'listCategories',
  'getSubcategories',
  'listServices',
] as const satisfies readonly EndpointName[];

/** How long a stored catalogue answer may still be shown (stale-while-revalidate), in seconds. */
export const CATALOGUE_MAX_AGE_SECONDS = 10 * 60;

/** A GET of one of their URLs, whatever its query. */
export function isCatalogueRead(request: { method: string; url: string }, origin: string): boolean {
  const key = (url: URL) => url.origin + url.pathname;
  const asked = key(new URL(request.url));
  return request.method === 'GET' && CATALOGUE_READS.some((name) => key(new URL(endpointUrl(name), origin)) === asked);
}
