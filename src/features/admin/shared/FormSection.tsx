import type { ReactNode } from 'react';

export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card border-0 shadow-sm mb-4" aria-labelledby={id}>
      <div className="card-body">
        <h2 id={id} className="h5 mb-3">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
