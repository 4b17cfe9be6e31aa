import { useState } from 'react';
import type { SampleBooking } from '../../content/customerDashboard';
import { formatRupees } from '../../lib/money';
import { formatDay } from '../serviceDetails/detailsBooking';
import { Stars } from '../serviceDetails/Stars';
import { formatTime, statusLabel, statusOf, STATUS_VARIANTS } from './bookings';

export function BookingCard({ booking }: { booking: SampleBooking }) {
  const [open, setOpen] = useState(false);
  const titleId = `booking-${booking.id}-title`;
  const moreId = `booking-${booking.id}-more`;
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
          <span className={`badge ${STATUS_VARIANTS[statusOf(booking.status)]}`}>{statusLabel(booking.status)}</span>
        </div>
        <dl className="booking-facts small mb-2">
          <div>
            <dt>Vendor</dt>
            <dd>{booking.vendor_name}</dd>
          </div>
          <div>
            <dt>Date &amp; time</dt>
            <dd>
              {formatDay(booking.scheduled_date)}, {formatTime(booking.scheduled_time)}
            </dd>
          </div>
          <div>
            <dt>Address</dt>
            <dd>{booking.service_address}</dd>
          </div>
          {booking.rating ? (
            <div>
              <dt>Your rating</dt>
              <dd>
                <Stars value={booking.rating} />
              </dd>
            </div>
          ) : null}
        </dl>
        {open && (
          <dl id={moreId} className="booking-facts small mb-2 border-top pt-2">
            <div>
              <dt>Category</dt>
              <dd>{booking.category}</dd>
            </div>
            <div>
              <dt>Vendor phone</dt>
              <dd>{booking.vendor_phone}</dd>
            </div>
          </dl>
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
