/**
 * Test routers run a page's route loader as the app's router does. The loaders return their reads as unawaited
 * promises, so they can run before the first render: the page's frame then shows at once, as it did when pages
 * fetched in effects, and tests can look at it synchronously.
 */
import { matchPath, type HydrationState, type LoaderFunctionArgs } from 'react-router-dom';
import type { DataModule } from '../app/lazyPage';

export const PAGE_ROUTE_ID = 'page';

/** The first loader answer of the page route, when the loader answers synchronously (else the router runs it). */
export function firstLoad(data: DataModule | undefined, path: string, pattern: string): HydrationState | undefined {
  if (!data?.loader) return undefined;
  const url = new URL(path, 'http://localhost');
  // The router matches the decoded path (as it hands params to loaders).
  const decoded = url.pathname.split('/').map(decodeURIComponent).join('/');
  const params = matchPath(pattern, decoded)?.params ?? {};
  try {
    const answer = (data.loader as (args: LoaderFunctionArgs) => unknown)({
      request: new Request(url),
      params,
      context: undefined,
    } as LoaderFunctionArgs);
    if (answer instanceof Promise || answer instanceof Response) return undefined;
    return { loaderData: { [PAGE_ROUTE_ID]: answer } };
  } catch {
    return undefined; // a redirect (guard): the router runs the loader again and follows it
  }
}
