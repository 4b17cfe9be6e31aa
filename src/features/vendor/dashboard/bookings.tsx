import type { VendorBooking, VendorBookingStatus } from '../../../content/vendorDashboard';

export const bookingNumber = (id: number) => `#${String(id).padStart(6, '0')}`;

export const STATUS_LABELS: Record<VendorBookingStatus, string> = {
  confirmed: 'Confirmed',
  'in-progress': 'In Progress',
  pending: 'Pending',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

const STATUS_BADGES: Record<VendorBookingStatus, string> = {
  confirmed: 'text-bg-primary',
  'in-progress': 'text-bg-info',
  pending: 'text-bg-warning',
  completed: 'text-bg-success',
  cancelled: 'text-bg-secondary',
};

export type StatusFilter = 'all' | 'confirmed' | 'pending' | 'completed' | 'cancelled';
export const STATUS_FILTERS: { id: StatusFilter; label: string }[] = [
  { id: 'all', label: 'All' },
  ...(['confirmed', 'pending', 'completed', 'cancelled'] as const).map((id) => ({ id, label: STATUS_LABELS[id] })),
];

export const filterBookings = (bookings: VendorBooking[], status: StatusFilter, date: string) =>
  bookings.filter((b) => (status === 'all' || b.status === status) && (!date || b.date === date));

export const StatusBadge = ({ status }: { status: VendorBookingStatus }) => (
  <span className={`badge ${STATUS_BADGES[status] ?? 'text-bg-warning'}`}>{STATUS_LABELS[status] ?? 'Pending'}</span>
);

const longDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
export const showDate = (iso: string) => longDate.format(new Date(`${iso}T00:00:00`));
