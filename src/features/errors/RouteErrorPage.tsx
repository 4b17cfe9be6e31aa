import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { usePageTitle } from '../../lib/usePageTitle';

/** When a page fails to load or render (a lazy chunk the network dropped): never a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  usePageTitle('Something went wrong');
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="container py-5 text-center">
      <h1 className="h2">Something went wrong</h1>
      <p className="text-body-secondary">
        This page could not be shown. Please check your connection and try again.
        {detail && <span className="d-block small mt-2">{detail}</span>}
      </p>
      <button type="button" className="btn btn-primary me-2" onClick={() => window.location.reload()}>
        Reload page
      </button>
      <a className="btn btn-outline-primary" href="/">
        Go Home
      </a>
    </main>
  );
}
