/** The price breakdown of the Book Service modal (SPEC §4, §9): price, GST 18%, service charge, total. */
import { formatRupees } from '../../lib/money';
import type { bookingSummary } from './booking';

export function BookingSummary({ summary }: { summary: ReturnType<typeof bookingSummary> }) {
  return (
    <section className="booking-summary mt-4" aria-labelledby="booking-summary-title">
      <h3 id="booking-summary-title" className="h6">
        Booking summary
      </h3>
      <dl className="m-0">
        <div className="d-flex justify-content-between">
          <dt className="fw-normal">Service price</dt>
          <dd className="m-0">{formatRupees(summary.price)}</dd>
        </div>
        <div className="d-flex justify-content-between">
          <dt className="fw-normal">GST (18%)</dt>
          <dd className="m-0">{formatRupees(summary.gst)}</dd>
        </div>
        <div className="d-flex justify-content-between">
          <dt className="fw-normal">Service charge</dt>
          <dd className="m-0">{formatRupees(summary.serviceCharge)}</dd>
        </div>
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
