import { Link } from 'react-router-dom';
import { usePageTitle } from '../lib/usePageTitle';

interface NotFoundProps {
  title: string;
  text: string;
  linkLabel: string;
  linkTo: string;
}

export function NotFound({ title, text, linkLabel, linkTo }: NotFoundProps) {
  usePageTitle(title);
  return (
    <section className="container py-5 text-center" aria-labelledby="not-found-title">
      <p className="display-1 fw-bold text-brand mb-0" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="h2 mb-3">
        {title}
      </h1>
      <p className="text-body-secondary mb-4">{text}</p>
      <Link to={linkTo} className="btn btn-primary">
        {linkLabel}
      </Link>
    </section>
  );
}
