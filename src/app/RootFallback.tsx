/**
 * What the first load shows while the router fetches the page's code and runs its loaders (guards, data):
 * a polite loading line instead of an empty page. Plain and tiny: every first visit downloads it.
 */
export function RootFallback() {
  return (
    <p className="container py-5 text-center" role="status">
      Loading…
    </p>
  );
}
