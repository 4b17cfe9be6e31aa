import { VENDOR_BOOKINGS } from '../../../content/vendorDashboard';
import { downloadFile } from '../../../lib/downloadFile';
import { bookingNumber, STATUSES } from './bookings';

const cell = (value: string | number) => `"${String(value).replace(/"/g, '""')}"`;

/** 'Export Data' downloads the sample bookings as CSV: the API has no export call. */
export function downloadBookings(): void {
  const head = ['Booking ID', 'Service', 'Customer', 'Date', 'Time', 'Amount (INR)', 'Status', 'Address'];
  const rows = VENDOR_BOOKINGS.map((b) => [
    bookingNumber(b.id),
    b.service,
    b.customer,
    b.date,
    b.time,
    b.amount,
    STATUSES[b.status].label,
    b.address,
  ]);
  const csv = [head, ...rows].map((row) => row.map(cell).join(',')).join('\r\n');
  downloadFile('vendor-bookings.csv', csv, 'text/csv;charset=utf-8');
}
