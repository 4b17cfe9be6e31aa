/**
 * Starts the app in #root. A page the build prerendered (its HTML carries the data block written by
 * scripts/prerender.ts) is hydrated: the router first loads the page's lazy route modules and runs its loaders
 * (guards, deferred reads), then React adopts the HTML instead of painting it again. Any other page, or one whose
 * router ends elsewhere (a guard's redirect) or on an error, is rendered in the browser as before.
 */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setOnPrerenderedPage } from '../lib/prerenderedPage';
import { App } from './App';
import { appRouter } from './router';

/** The id of the data block (type application/json: never executed, so the CSP needs no inline script). */
const PRERENDERED_ID = 'prerendered-page';

type AppRouter = ReturnType<typeof appRouter>;

/** The path the HTML was prerendered for, when this HTML is a prerendered page. */
function prerenderedPath(): string | null {
  const block = document.getElementById(PRERENDERED_ID);
  if (!block?.textContent) return null;
  try {
    const { path } = JSON.parse(block.textContent) as { path?: unknown };
    return typeof path === 'string' ? path : null;
  } catch {
    return null;
  }
}

/** Resolves once the router has loaded its first page (lazy modules, loaders). */
const firstLoad = (router: AppRouter) =>
  new Promise<void>((done) => {
    if (router.state.initialized) return done();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      done();
    });
  });

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

export async function startApp(root: HTMLElement): Promise<void> {
  const path = prerenderedPath();
  if (path === null || path !== window.location.pathname) {
    createRoot(root).render(app);
    return;
  }
  setOnPrerenderedPage(true);
  const router = appRouter();
  await firstLoad(router);
  if (router.state.location.pathname !== path || router.state.errors) {
    setOnPrerenderedPage(false);
    createRoot(root).render(app);
    return;
  }
  // The first navigation away leaves the prerendered page: screens from then on load as in the app.
  const stop = router.subscribe((state) => {
    if (state.location.pathname === path && state.navigation.state === 'idle') return;
    setOnPrerenderedPage(false);
    stop();
  });
  hydrateRoot(root, app);
}
