import { LoadingLine } from '../components/LoadingLine';

/**
 * What the first load shows while the router fetches the page's code and runs its loaders (guards, data):
 * a polite loading line instead of an empty page. Kept tiny: every first visit downloads it.
 */
export function RootFallback() {
  return (
    <main className="container py-5 d-flex justify-content-center" aria-busy="true">
      <LoadingLine>Loading…</LoadingLine>
    </main>
  );
}
