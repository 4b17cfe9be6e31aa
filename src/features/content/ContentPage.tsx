import type { ReactNode } from 'react';
import './content.css';

interface ContentPageProps {
  title: string;
  lead: string;
  /** The hero's links, below its lead. */
  actions?: ReactNode;
  bodyClassName?: string;
  children: ReactNode;
}

/** A content page's frame: its hero, then its body in the page's container. */
export function ContentPage({ title, lead, actions, bodyClassName, children }: ContentPageProps) {
  return (
    <div className="content-page">
      <header className="content-hero py-5 mb-4">
        <div className="container">
          <h1 className="display-6 fw-bold mb-3">{title}</h1>
          <p className="lead text-body-secondary mb-0">{lead}</p>
          {actions && <div className="d-flex flex-wrap gap-2 mt-4">{actions}</div>}
        </div>
      </header>
      <div className={bodyClassName ? `container ${bodyClassName}` : 'container'}>{children}</div>
    </div>
  );
}
