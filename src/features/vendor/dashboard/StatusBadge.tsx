import type { VendorBookingStatus } from '../../../content/vendorDashboard';
import { STATUS_BADGES, STATUS_LABELS } from './bookings';

export const StatusBadge = ({ status }: { status: VendorBookingStatus }) => (
  <span className={`badge ${STATUS_BADGES[status] ?? 'text-bg-warning'}`}>{STATUS_LABELS[status] ?? 'Pending'}</span>
);
