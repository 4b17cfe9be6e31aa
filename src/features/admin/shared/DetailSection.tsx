import type { ReactNode } from 'react';

interface DetailSectionProps {
  /** Id of the heading, which names the section for screen readers. */
  id: string;
  title: string;
  headingClassName?: string;
  bodyClassName?: string;
  children: ReactNode;
}

/** A titled card of a view page. */
export function DetailSection({
  id,
  title,
  headingClassName = 'h5 mb-3',
  bodyClassName = 'card-body',
  children,
}: DetailSectionProps) {
  return (
    <section className="card border-0 shadow-sm" aria-labelledby={id}>
      <div className={bodyClassName}>
        <h2 id={id} className={headingClassName}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** The column of links to the record's next steps that closes each view page. */
export function QuickActions({ id, children }: { id: string; children: ReactNode }) {
  return (
    <DetailSection id={id} title="Quick Actions" headingClassName="h5 mb-1" bodyClassName="card-body d-grid gap-2">
      {children}
    </DetailSection>
  );
}
