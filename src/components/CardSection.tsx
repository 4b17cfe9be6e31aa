import type { ReactNode } from 'react';

interface CardSectionProps {
  id: string;
  title: string;
  /** The card's place in its page (spacing, height). */
  className?: string;
  headingClassName?: string;
  bodyClassName?: string;
  /** Keeps the headings in order where the card sits under an h2. */
  headingLevel?: 2 | 3;
  /** The vendor portal's cards keep their border. */
  bordered?: boolean;
  children: ReactNode;
}

/** A titled card, labelled by its heading. */
export function CardSection({
  id,
  title,
  className,
  headingClassName = 'h5 mb-3',
  bodyClassName = 'card-body',
  headingLevel = 2,
  bordered = false,
  children,
}: CardSectionProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={`card ${bordered ? '' : 'border-0 '}shadow-sm ${className ?? ''}`.trimEnd()}
      aria-labelledby={id}
    >
      <div className={bodyClassName}>
        <Heading id={id} className={headingClassName}>
          {title}
        </Heading>
        {children}
      </div>
    </section>
  );
}
