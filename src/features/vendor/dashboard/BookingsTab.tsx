import { useState } from 'react';
import { Icon } from '../../../components/Icon';
import { VENDOR_BOOKINGS } from '../../../content/vendorDashboard';
import { formatRupees } from '../../../lib/money';
import { bookingNumber, filterBookings, showDate, STATUS_FILTERS, StatusBadge, type StatusFilter } from './bookings';
import '../../../styles/stackedTable.css';

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
      <div className="vendor-table-wrap" tabIndex={0} role="region" aria-label="Bookings table">
        <table className="table table-stacked align-middle">
          <thead>
            <tr>
              <th scope="col">Booking ID</th>
              <th scope="col">Service</th>
              <th scope="col">Customer</th>
              <th scope="col">Date &amp; time</th>
              <th scope="col">Amount</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={7} className="text-center text-body-secondary py-4">
                  No bookings match these filters.
                </td>
              </tr>
            )}
            {rows.map((booking) => {
              const number = bookingNumber(booking.id);
              return (
                <tr key={booking.id}>
                  <td className="fw-semibold">{number}</td>
                  <td data-label="Service">{booking.service}</td>
                  <td data-label="Customer">{booking.customer}</td>
                  <td className="text-nowrap" data-label="Date & time">
                    {showDate(booking.date)}, {booking.time}
                  </td>
                  <td data-label="Amount">{formatRupees(booking.amount)}</td>
                  <td data-label="Status">
                    <StatusBadge status={booking.status} />
                  </td>
                  <td className="text-nowrap">
                    <button
                      type="button"
                      className="btn btn-outline-secondary btn-sm me-1"
                      aria-label={`View booking ${number}`}
                    >
                      <Icon name="eye" />
                    </button>
                    <button
                      type="button"
                      className="btn btn-outline-success btn-sm me-1"
                      aria-label={`Accept booking ${number}`}
                    >
                      <Icon name="check" />
                    </button>
                    <button
                      type="button"
                      className="btn btn-outline-primary btn-sm"
                      aria-label={`Message about booking ${number}`}
                    >
                      <Icon name="mail" />
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
