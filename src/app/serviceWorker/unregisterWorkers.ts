/**
 * The production build and the demo build are both served on port 4173 by `npm run preview` and
 * `npm run preview:mock`, each with a service worker of its own for the whole origin (ours at /sw.js, MSW's at
 * /mockWorker.js): each unregisters the other's when it finds it. Tiny on purpose: the demo build imports it too.
 */
export async function unregisterWorkers(unwanted: (scriptPath: string) => boolean): Promise<number> {
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container) return 0;
  const registrations = await container.getRegistrations();
  const theirs = registrations.filter((registration) => {
    const worker = registration.active ?? registration.waiting ?? registration.installing;
    return worker !== null && unwanted(new URL(worker.scriptURL).pathname);
  });
  await Promise.all(theirs.map((registration) => registration.unregister()));
  return theirs.length;
}
