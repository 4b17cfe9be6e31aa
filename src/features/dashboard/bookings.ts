import type { BookingStatus, SampleBooking } from '../../content/customerDashboard';

const STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const STATUS_VARIANTS: Record<BookingStatus, string> = {
  pending: 'text-bg-warning',
  confirmed: 'text-bg-info',
  in_progress: 'text-bg-primary',
  completed: 'text-bg-success',
  cancelled: 'text-bg-secondary',
};

/** An unknown status shows (and counts) as pending. */
export const statusOf = (status: string): BookingStatus =>
  Object.hasOwn(STATUS_LABELS, status) ? (status as BookingStatus) : 'pending';

export const statusLabel = (status: string): string => STATUS_LABELS[statusOf(status)];

export type StatusFilter = 'all' | BookingStatus;

export const STATUS_FILTERS: readonly { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All Bookings' },
  ...(Object.entries(STATUS_LABELS) as [BookingStatus, string][]).map(([value, label]) => ({ value, label })),
];

export function filterBookings(
  bookings: readonly SampleBooking[],
  query: string,
  status: StatusFilter,
): SampleBooking[] {
  const needle = query.trim().toLowerCase();
  return bookings.filter(
    (b) =>
      (status === 'all' || statusOf(b.status) === status) &&
      (!needle ||
        [b.service_name, b.vendor_name, b.booking_number].some((text) => text.toLowerCase().includes(needle))),
  );
}

/** Only completed bookings count as spent. */
export function dashboardStats(bookings: readonly SampleBooking[]) {
  const completed = bookings.filter((b) => statusOf(b.status) === 'completed');
  return {
    total: bookings.length,
    completed: completed.length,
    pending: bookings.filter((b) => statusOf(b.status) === 'pending').length,
    spent: completed.reduce((sum, b) => sum + b.total_amount, 0),
  };
}

/** '14:00' → '2:00 PM'; anything else is shown as it came. */
export function formatTime(value: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(value);
  if (!match) return value;
  const hour = Number(match[1]);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${match[2]} ${hour >= 12 ? 'PM' : 'AM'}`;
}
