import type { RecentBooking } from '../../lib/recentBooking';
import { BOOKING_TEXTS, bookingSummary } from '../services/booking';
import { BookingSummary } from '../services/BookingSummary';
import { formatDay } from '../serviceDetails/detailsBooking';
import { formatTime } from './bookings';

/**
 * The booking just made on /services, shown first on My Bookings: SPEC §7 has no call that lists a customer's
 * bookings, so this browser tab remembers it (src/lib/recentBooking.ts). Its amounts are the modal's breakdown:
 * the booking sends the price alone as total_amount, and the customer pays price plus GST.
 */
export function RecentBookingCard({ recent }: { recent: RecentBooking }) {
  const { booking, answer } = recent;
  return (
    <section className="card border-success border-2 mb-4" aria-labelledby="recent-booking-title">
      <div className="card-body">
        <h3 id="recent-booking-title" className="h6 text-success mb-1">
          Booking just made
        </h3>
        <div className="small mb-3" data-testid="recent-booking-answer">
          <p className="mb-0">{answer.message || BOOKING_TEXTS.success}</p>
          {answer.booking_number && (
            <p className="mb-0">
              Booking number: <strong>{answer.booking_number}</strong>
            </p>
          )}
        </div>
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
        </dl>
        <BookingSummary
          summary={bookingSummary(booking.total_amount)}
          titleAs="h4"
          className="small mt-3 p-3 rounded bg-body-tertiary"
        />
      </div>
    </section>
  );
}
