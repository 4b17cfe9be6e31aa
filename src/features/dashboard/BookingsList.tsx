import { useState } from 'react';
import type { SampleBooking } from '../../content/customerDashboard';
import type { RecentBooking } from '../../lib/recentBooking';
import { BookingCard } from './BookingCard';
import { filterBookings, STATUS_FILTERS, type StatusFilter } from './bookings';
import { RecentBookingCard } from './RecentBookingCard';

export function BookingsList({
  bookings,
  recent,
}: {
  bookings: readonly SampleBooking[];
  recent: RecentBooking | null;
}) {
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const shown = filterBookings(bookings, query, status);
  return (
    <>
      {recent && <RecentBookingCard recent={recent} />}
      <div className="row g-2 mb-3" role="search" aria-label="Bookings">
        <div className="col-sm-8">
          <label htmlFor="bookings-search" className="form-label small mb-1">
            Search bookings
          </label>
          <input
            id="bookings-search"
            type="search"
            className="form-control"
            placeholder="Service, vendor or booking number"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <div className="col-sm-4">
          <label htmlFor="bookings-status" className="form-label small mb-1">
            Status
          </label>
          <select
            id="bookings-status"
            className="form-select"
            value={status}
            onChange={(event) => setStatus(event.target.value as StatusFilter)}
          >
            {STATUS_FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="visually-hidden" role="status">
        {shown.length === 1 ? '1 booking shown' : `${shown.length} bookings shown`}
      </p>
      {shown.length === 0 ? (
        <div className="text-center py-5">
          <h3 className="h5">No bookings found</h3>
          <p className="text-body-secondary mb-0">Try adjusting your search or filter criteria</p>
        </div>
      ) : (
        <ul className="d-grid gap-3 list-unstyled mb-0" aria-label="Bookings">
          {shown.map((booking) => (
            <li key={booking.id}>
              <BookingCard booking={booking} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
