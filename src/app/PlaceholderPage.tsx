import { Link, useMatches } from 'react-router-dom';
import { usePageTitle } from '../lib/usePageTitle';

/** Stands in for a screen a later issue builds: the route works and says what it will be. */
export default function PlaceholderPage() {
  const title = (useMatches().at(-1)?.handle as { title?: string } | undefined)?.title ?? 'Coming soon';
  usePageTitle(title);
  return (
    <section className="container py-5" aria-labelledby="placeholder-title">
      <h1 id="placeholder-title" className="h2">
        {title}
      </h1>
      <p className="text-body-secondary">This page is being built. Everything else keeps working meanwhile.</p>
      <Link to="/">Back to the home page</Link>
    </section>
  );
}
