import type { HTMLAttributes } from 'react';
import { Icon } from '../../../components/Icon';
import type { VendorBooking, VendorBookingStatus } from '../../../content/vendorDashboard';
import { formatRupees } from '../../../lib/money';
import '../../../styles/stackedTable.css';

export const bookingNumber = (id: number) => `#${String(id).padStart(6, '0')}`;

export const STATUSES: Record<VendorBookingStatus, { label: string; badge: string }> = {
  confirmed: { label: 'Confirmed', badge: 'text-bg-primary' },
  'in-progress': { label: 'In Progress', badge: 'text-bg-info' },
  pending: { label: 'Pending', badge: 'text-bg-warning' },
  completed: { label: 'Completed', badge: 'text-bg-success' },
  cancelled: { label: 'Cancelled', badge: 'text-bg-secondary' },
};

export type StatusFilter = 'all' | 'confirmed' | 'pending' | 'completed' | 'cancelled';
export const STATUS_FILTERS: { id: StatusFilter; label: string }[] = [
  { id: 'all', label: 'All' },
  ...(['confirmed', 'pending', 'completed', 'cancelled'] as const).map((id) => ({ id, label: STATUSES[id].label })),
];

export const filterBookings = (bookings: VendorBooking[], status: StatusFilter, date: string) =>
  bookings.filter((b) => (status === 'all' || b.status === status) && (!date || b.date === date));

const StatusBadge = ({ status }: { status: VendorBookingStatus }) => {
  const { badge, label } = STATUSES[status] ?? STATUSES.pending;
  return <span className={`badge ${badge}`}>{label}</span>;
};

const longDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
export const showDate = (iso: string) => longDate.format(new Date(`${iso}T00:00:00`));

const ROW_ACTIONS = [
  { name: 'View booking', icon: 'eye', tone: 'secondary' },
  { name: 'Accept booking', icon: 'check', tone: 'success' },
  { name: 'Message about booking', icon: 'mail', tone: 'primary' },
] as const;

type Region = Pick<HTMLAttributes<HTMLDivElement>, 'aria-label' | 'aria-labelledby'>;

/** A table that stacks on a phone; `full` (the Bookings tab's) adds time, amount, buttons and a no-match row. */
export function BookingsTable({ rows, full = false, ...region }: Region & { rows: VendorBooking[]; full?: boolean }) {
  const heads = full
    ? ['Booking ID', 'Service', 'Customer', 'Date & time', 'Amount', 'Status', 'Actions']
    : ['Booking', 'Service', 'Customer', 'Date', 'Status'];
  return (
    <div className="vendor-table-wrap" tabIndex={0} role="region" {...region}>
      <table className={`table table-stacked align-middle ${full ? '' : 'table-sm mb-0'}`}>
        <thead>
          <tr>
            {heads.map((head) => (
              <th key={head} scope="col">
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {full && rows.length === 0 && (
            <tr>
              <td colSpan={heads.length} className="text-center text-body-secondary py-4">
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
                <td className="text-nowrap" data-label={heads[3]}>
                  {showDate(booking.date)}
                  {full && `, ${booking.time}`}
                </td>
                {full && <td data-label="Amount">{formatRupees(booking.amount)}</td>}
                <td data-label="Status">
                  <StatusBadge status={booking.status} />
                </td>
                {full && (
                  <td className="text-nowrap">
                    {ROW_ACTIONS.map(({ name, icon, tone }) => (
                      <button
                        key={icon}
                        type="button"
                        className={`btn btn-outline-${tone} btn-sm me-1`}
                        aria-label={`${name} ${number}`}
                      >
                        <Icon name={icon} />
                      </button>
                    ))}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
