import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface NotFoundCardProps {
  title: string;
  hint?: ReactNode;
  /** The list to go back to, and the link's text. */
  to: string;
  linkText: string;
}

/** What a view or edit page shows in place of a record that does not exist (or could not be loaded). */
export function NotFoundCard({ title, hint, to, linkText }: NotFoundCardProps) {
  return (
    <div className="card border-0 shadow-sm text-center py-5">
      <p className="h5">{title}</p>
      {hint && <p className="text-body-secondary">{hint}</p>}
      <p className="mb-0">
        <Link to={to}>{linkText}</Link>
      </p>
    </div>
  );
}
