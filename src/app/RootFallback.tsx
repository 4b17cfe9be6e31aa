/** The first load's wait for the page's code and loaders, not an empty page; tiny: every first visit has it. */
export function RootFallback() {
  return (
    <p className="container py-5 text-center" role="status">
      Loading…
    </p>
  );
}
