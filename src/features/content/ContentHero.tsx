import type { ReactNode } from 'react';

export function ContentHero({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <header className="content-hero py-5 mb-4">
      <div className="container">
        <h1 className="display-6 fw-bold mb-3">{title}</h1>
        <p className="lead text-body-secondary mb-0">{lead}</p>
        {children && <div className="d-flex flex-wrap gap-2 mt-4">{children}</div>}
      </div>
    </header>
  );
}
