import { useState } from 'react';
import { VENDOR_BOOKINGS } from '../../../content/vendorDashboard';
import { BookingsTable, filterBookings, STATUS_FILTERS, type StatusFilter } from './bookings';

export function BookingsTab() {
  const [status, setStatus] = useState<StatusFilter>('all');
  const [date, setDate] = useState('');
  const rows = filterBookings(VENDOR_BOOKINGS, status, date);
  return (
    <>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
        <div>
          <label htmlFor="booking-status" className="form-label">
            Status
          </label>
          <select
            id="booking-status"
            className="form-select"
            value={status}
            onChange={(event) => setStatus(event.target.value as StatusFilter)}
          >
            {STATUS_FILTERS.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="booking-date" className="form-label">
            Date
          </label>
          <input
            id="booking-date"
            type="date"
            className="form-control"
            value={date}
            onChange={(event) => setDate(event.target.value)}
          />
        </div>
        {(status !== 'all' || date) && (
          <button
            type="button"
            className="btn btn-link"
            onClick={() => {
              setStatus('all');
              setDate('');
            }}
          >
            Clear filters
          </button>
        )}
      </div>
      <p className="small text-body-secondary" role="status">
        Showing {rows.length} of {VENDOR_BOOKINGS.length} bookings
      </p>
      <BookingsTable rows={rows} full aria-label="Bookings table" />
    </>
  );
}
