import type { ReactNode } from 'react';

interface Props {
  /** The heading's id: the section is named by its heading for screen readers (a region landmark). */
  id: string;
  title: ReactNode;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}

export function PageSection({ id, title, className = 'mb-5', headingClassName = 'h3 fw-bold mb-3', children }: Props) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
