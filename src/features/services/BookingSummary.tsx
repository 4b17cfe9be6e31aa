/** The Book Service modal shows it before the booking and My Bookings after it: one total in both places. */
import { useId } from 'react';
import { formatRupees } from '../../lib/money';
import type { bookingSummary } from './booking';

interface BookingSummaryProps {
  summary: ReturnType<typeof bookingSummary>;
  /** The heading's level where the summary sits (an h3 in the modal, an h4 inside a card titled by an h3). */
  titleAs?: 'h3' | 'h4';
  className?: string;
}

export function BookingSummary({ summary, titleAs: Title = 'h3', className = 'mt-4' }: BookingSummaryProps) {
  const titleId = useId();
  return (
    <section className={`booking-summary ${className}`} aria-labelledby={titleId}>
      <Title id={titleId} className="h6">
        Booking summary
      </Title>
      <dl className="m-0">
        {(
          [
            ['Service price', summary.price],
            ['GST (18%)', summary.gst],
            ['Service charge', summary.serviceCharge],
          ] as const
        ).map(([term, amount]) => (
          <div key={term} className="d-flex justify-content-between">
            <dt className="fw-normal">{term}</dt>
            <dd className="m-0">{formatRupees(amount)}</dd>
          </div>
        ))}
        <div className="d-flex justify-content-between border-top pt-2 mt-2 fw-bold">
          <dt>Total</dt>
          <dd className="m-0" data-testid="booking-total">
            {formatRupees(summary.total)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
