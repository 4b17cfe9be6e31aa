/**
 * `npm run preview` and `preview:mock` serve the production and demo builds on port 4173, each with a worker for the
 * whole origin (ours /sw.js, MSW's /mockWorker.js): each unregisters the other's. Tiny: the demo build imports it too.
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
