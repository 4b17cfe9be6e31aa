import type { RecentBooking } from '../../lib/recentBooking';
import { BOOKING_TEXTS, bookingSummary } from '../services/booking';
import { BookingSummary } from '../services/BookingSummary';
import { formatDay, formatTime } from '../serviceDetails/detailsBooking';
import { Facts } from './BookingCard';

/**
 * The booking just made on /services: no call lists a customer's bookings, so this browser tab remembers it. The
 * booking sends the price alone as total_amount, and the customer pays price plus GST.
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
        <Facts
          className="mb-0"
          rows={[
            ['Service', booking.service_name],
            ['Date', formatDay(booking.scheduled_date)],
            ['Time slot', formatTime(booking.scheduled_time)],
            ['Address', `${booking.service_address}${booking.pincode ? ` ${booking.pincode}` : ''}`],
          ]}
        />
        <BookingSummary
          summary={bookingSummary(booking.total_amount)}
          titleAs="h4"
          className="small mt-3 p-3 rounded bg-body-tertiary"
        />
      </div>
    </section>
  );
}
