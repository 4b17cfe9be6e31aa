import { useState, type ReactNode } from 'react';
import type { SampleBooking } from '../../content/customerDashboard';
import { formatRupees } from '../../lib/money';
import { formatDay, formatTime } from '../serviceDetails/detailsBooking';
import { Stars } from '../serviceDetails/Stars';
import { statusOf, STATUSES } from './bookings';

/** Term and value pairs in the `booking-facts` look; a row without a value is left out. */
export function Facts({ rows, className, id }: { rows: [string, ReactNode][]; className: string; id?: string }) {
  return (
    <dl id={id} className={`booking-facts small ${className}`}>
      {rows.map(
        ([term, value]) =>
          value != null && (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ),
      )}
    </dl>
  );
}

export function BookingCard({ booking }: { booking: SampleBooking }) {
  const [open, setOpen] = useState(false);
  const titleId = `booking-${booking.id}-title`;
  const moreId = `booking-${booking.id}-more`;
  const status = STATUSES[statusOf(booking.status)];
  return (
    <article className="card border-0 shadow-sm booking-card" aria-labelledby={titleId}>
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-2">
          <div className="min-w-0">
            <p className="small text-body-secondary mb-1">Booking #{booking.booking_number}</p>
            <h3 id={titleId} className="h6 mb-0">
              {booking.service_name}
            </h3>
          </div>
          <span className={`badge ${status.badge}`}>{status.label}</span>
        </div>
        <Facts
          className="mb-2"
          rows={[
            ['Vendor', booking.vendor_name],
            ['Date & time', `${formatDay(booking.scheduled_date)}, ${formatTime(booking.scheduled_time)}`],
            ['Address', booking.service_address],
            ['Your rating', booking.rating ? <Stars value={booking.rating} /> : null],
          ]}
        />
        {open && (
          <Facts
            id={moreId}
            className="mb-2 border-top pt-2"
            rows={[
              ['Category', booking.category],
              ['Vendor phone', booking.vendor_phone],
            ]}
          />
        )}
        <div className="d-flex flex-wrap justify-content-between align-items-center gap-2">
          <p className="fs-5 fw-bold mb-0">
            <span className="visually-hidden">Amount: </span>
            {formatRupees(booking.total_amount)}
          </p>
          <div className="d-flex gap-2">
            <button
              type="button"
              className="btn btn-outline-primary btn-sm"
              aria-expanded={open}
              aria-controls={open ? moreId : undefined}
              onClick={() => setOpen(!open)}
            >
              View <span className="visually-hidden">details of booking {booking.booking_number}</span>
            </button>
            <a className="btn btn-outline-success btn-sm" href={`tel:+91${booking.vendor_phone}`}>
              Call <span className="visually-hidden">{booking.vendor_name}</span>
            </a>
          </div>
        </div>
      </div>
    </article>
  );
}
