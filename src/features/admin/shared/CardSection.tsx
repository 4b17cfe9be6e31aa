import type { ReactNode } from 'react';

interface CardSectionProps {
  id: string;
  title: string;
  /** The card's place in its page (spacing, height). */
  className?: string;
  headingClassName?: string;
  bodyClassName?: string;
  children: ReactNode;
}

export function CardSection({
  id,
  title,
  className,
  headingClassName = 'h5 mb-3',
  bodyClassName = 'card-body',
  children,
}: CardSectionProps) {
  return (
    <section className={`card border-0 shadow-sm ${className ?? ''}`.trimEnd()} aria-labelledby={id}>
      <div className={bodyClassName}>
        <h2 id={id} className={headingClassName}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
