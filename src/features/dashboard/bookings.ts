import type { BookingStatus, SampleBooking } from '../../content/customerDashboard';

export const STATUSES: Record<BookingStatus, { label: string; badge: string }> = {
  pending: { label: 'Pending', badge: 'text-bg-warning' },
  confirmed: { label: 'Confirmed', badge: 'text-bg-info' },
  in_progress: { label: 'In Progress', badge: 'text-bg-primary' },
  completed: { label: 'Completed', badge: 'text-bg-success' },
  cancelled: { label: 'Cancelled', badge: 'text-bg-secondary' },
};

/** An unknown status shows (and counts) as pending. */
export const statusOf = (status: string): BookingStatus =>
  Object.hasOwn(STATUSES, status) ? (status as BookingStatus) : 'pending';

export type StatusFilter = 'all' | BookingStatus;

export const STATUS_FILTERS: readonly { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All Bookings' },
  ...(Object.keys(STATUSES) as BookingStatus[]).map((value) => ({ value, label: STATUSES[value].label })),
];

export function filterBookings(bookings: readonly SampleBooking[], query: string, status: StatusFilter) {
  const needle = query.trim().toLowerCase();
  return bookings.filter(
    (b) =>
      (status === 'all' || statusOf(b.status) === status) &&
      [b.service_name, b.vendor_name, b.booking_number].some((text) => text.toLowerCase().includes(needle)),
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
