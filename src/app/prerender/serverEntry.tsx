/**
 * The build's server entry (scripts/prerender.ts runs it in Node): one public page of the route table to HTML with
 * react-router's static rendering. No hydration script (the CSP allows no inline one): startApp loads the page itself.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { setOnPrerenderedPage } from '../../lib/prerenderedPage';
import { createRoutes } from '../routes';

export { PRERENDERED_PAGES } from '../../content/pageHeads';
export { headTags, robots, sitemap } from './documents';

export async function renderPage(url: string) {
  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return { redirect: context.headers.get('Location') ?? '' };
  const failure = Object.values(context.errors ?? {})[0];
  if (failure) throw failure instanceof Error ? failure : new Error(JSON.stringify(failure));
  const router = createStaticRouter(handler.dataRoutes, context);
  setOnPrerenderedPage(true);
  try {
    const html = renderToString(
      <StrictMode>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </StrictMode>,
    );
    return { status: context.statusCode, html };
  } finally {
    setOnPrerenderedPage(false);
  }
}
