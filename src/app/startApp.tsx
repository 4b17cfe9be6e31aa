/**
 * Starts the app in #root. A page the build prerendered (its HTML carries the data block written by
 * scripts/prerender.ts) is hydrated: the router first loads the page's lazy route modules and runs its loaders
 * (guards, deferred reads), then React adopts the HTML instead of painting it again. Any other page, or one whose
 * router ends elsewhere (a guard's redirect) or on an error, is rendered in the browser as before.
 */
import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { setOnPrerenderedPage } from '../lib/prerenderedPage';
import { BOOTING_ATTRIBUTE, HYDRATED_EVENT, PAGE_DATA_ID } from './prerender/handover';
import { appRouter } from './router';

function prerenderedPath(): unknown {
  try {
    return (JSON.parse(document.getElementById(PAGE_DATA_ID)?.textContent || '{}') as { path?: unknown }).path;
  } catch {
    return undefined;
  }
}

const firstLoad = (router: ReturnType<typeof appRouter>) =>
  new Promise<void>((done) => {
    if (router.state.initialized) return done();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      done();
    });
  });

/** `then` runs once React has adopted the whole page. */
const app = (then?: () => void) => (
  <StrictMode>
    <RouterProvider router={appRouter()} />
    {then && <WhenHydrated then={then} />}
  </StrictMode>
);

function WhenHydrated({ then }: { then: () => void }) {
  useEffect(then, [then]);
  return null;
}

/** The boot script's mark (prerender/handover.ts): the page is the app's from here. */
const endEarlyInput = () => document.documentElement.removeAttribute(BOOTING_ATTRIBUTE);

/** Renders the app from scratch: the HTML (if any) is replaced, and what was typed in it with it. */
function render(root: HTMLElement) {
  endEarlyInput();
  createRoot(root).render(app());
}

/** Resolves once the page is the app's: React has adopted the prerendered page, or has #root to render in. */
export async function startApp(root: HTMLElement): Promise<void> {
  const path = prerenderedPath();
  if (path !== window.location.pathname) {
    render(root);
    return;
  }
  setOnPrerenderedPage(true);
  // The router is made in a task of its own, not in the one that ran the app's modules: each is shorter.
  await new Promise((next) => setTimeout(next));
  const router = appRouter();
  await firstLoad(router);
  if (router.state.location.pathname !== path || router.state.errors) {
    setOnPrerenderedPage(false);
    render(root);
    return;
  }
  // The first navigation away leaves the prerendered page: screens from then on load as in the app.
  const stop = router.subscribe((state) => {
    if (state.location.pathname === path && state.navigation.state === 'idle') return;
    setOnPrerenderedPage(false);
    stop();
  });
  // React's adoption starts in a task of its own as well: after the router's first load, in the same task, it
  // made one of 20 ms and more (hydrateRoot alone adds React's listeners for every event to the root).
  await new Promise((next) => setTimeout(next));
  // A part React has not adopted adopts at once on an event; a prerendered form's submit waits for HYDRATED_EVENT.
  endEarlyInput();
  // A transition: the adoption yields to the browser every few milliseconds instead of holding it in one long task.
  await new Promise<void>((handedOver) => {
    const hydrated = () => {
      // The boot script hands over what the visitor typed meanwhile.
      document.dispatchEvent(new Event(HYDRATED_EVENT));
      handedOver();
    };
    startTransition(() => void hydrateRoot(root, app(hydrated)));
  });
}
