import type { RecentBooking } from '../../lib/recentBooking';
import { formatRupees } from '../../lib/money';
import { formatDay } from '../serviceDetails/detailsBooking';
import { formatTime } from './bookings';

/**
 * The booking just made on /services, shown first on My Bookings: SPEC §7 has no call that lists a customer's
 * bookings, so this browser tab remembers it (src/lib/recentBooking.ts).
 */
export function RecentBookingCard({ recent }: { recent: RecentBooking }) {
  const { booking, answer } = recent;
  return (
    <section className="card border-success border-2 mb-4" aria-labelledby="recent-booking-title">
      <div className="card-body">
        <h3 id="recent-booking-title" className="h6 text-success mb-1">
          Booking just made
        </h3>
        <p className="small mb-3" data-testid="recent-booking-answer">
          Server&apos;s answer: {answer.message || answer.status}
          {answer.booking_number ? ` (booking number ${answer.booking_number})` : ''}
        </p>
        <dl className="booking-facts small mb-0">
          <div>
            <dt>Service</dt>
            <dd>{booking.service_name}</dd>
          </div>
          <div>
            <dt>Date</dt>
            <dd>{formatDay(booking.scheduled_date)}</dd>
          </div>
          <div>
            <dt>Time slot</dt>
            <dd>{formatTime(booking.scheduled_time)}</dd>
          </div>
          <div>
            <dt>Address</dt>
            <dd>
              {booking.service_address}
              {booking.pincode ? ` ${booking.pincode}` : ''}
            </dd>
          </div>
          <div>
            <dt>Amount</dt>
            <dd className="fw-bold">{formatRupees(booking.total_amount)}</dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
