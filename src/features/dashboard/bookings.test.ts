import { describe, expect, it } from 'vitest';
import { SAMPLE_BOOKINGS, type SampleBooking } from '../../content/customerDashboard';
import { formatTime } from '../serviceDetails/detailsBooking';
import { dashboardStats, filterBookings, STATUS_FILTERS, STATUSES, statusOf } from './bookings';

/** The label a booking card shows for a status. */
const statusLabel = (status: string) => STATUSES[statusOf(status)].label;

const booking = (over: Partial<SampleBooking>): SampleBooking => ({ ...SAMPLE_BOOKINGS[0]!, ...over });

describe('dashboard bookings', () => {
  it('labels the five statuses and shows any other status as Pending', () => {
    expect(['pending', 'confirmed', 'in_progress', 'completed', 'cancelled'].map(statusLabel)).toEqual([
      'Pending',
      'Confirmed',
      'In Progress',
      'Completed',
      'Cancelled',
    ]);
    expect(statusLabel('on_hold')).toBe('Pending');
    expect(statusLabel('')).toBe('Pending');
    expect(statusLabel('toString')).toBe('Pending');
  });

  it('offers the status filters of the spec', () => {
    expect(STATUS_FILTERS.map((f) => f.value)).toEqual([
      'all',
      'pending',
      'confirmed',
      'in_progress',
      'completed',
      'cancelled',
    ]);
  });

  it('counts all, completed and pending bookings and sums only completed amounts', () => {
    const list = [
      booking({ status: 'completed', total_amount: 1000 }),
      booking({ status: 'completed', total_amount: 499 }),
      booking({ status: 'cancelled', total_amount: 5000 }),
      booking({ status: 'pending', total_amount: 300 }),
      booking({ status: 'mystery', total_amount: 200 }),
      booking({ status: 'confirmed', total_amount: 700 }),
    ];
    expect(dashboardStats(list)).toEqual({ total: 6, completed: 2, pending: 2, spent: 1499 });
  });

  it('sums the sample data: 7 bookings, 3 completed, 1 pending, ₹5,897 spent', () => {
    expect(dashboardStats(SAMPLE_BOOKINGS)).toEqual({ total: 7, completed: 3, pending: 1, spent: 3499 + 899 + 1499 });
  });

  it('searches service name, vendor name and booking number in any case, then filters by status', () => {
    const names = (list: SampleBooking[]) => list.map((b) => b.booking_number);
    expect(names(filterBookings(SAMPLE_BOOKINGS, 'sparklehome', 'all'))).toEqual(['BK000002']);
    expect(names(filterBookings(SAMPLE_BOOKINGS, 'Massage', 'all'))).toEqual(['BK000007']);
    expect(names(filterBookings(SAMPLE_BOOKINGS, ' bk000003 ', 'all'))).toEqual(['BK000003']);
    expect(names(filterBookings(SAMPLE_BOOKINGS, '', 'completed'))).toEqual(['BK000002', 'BK000005', 'BK000007']);
    expect(names(filterBookings(SAMPLE_BOOKINGS, 'repair', 'cancelled'))).toEqual(['BK000006']);
    expect(filterBookings(SAMPLE_BOOKINGS, 'sparklehome', 'pending')).toEqual([]);
    const odd = [booking({ booking_number: 'BK000099', status: 'on_hold' })];
    expect(names(filterBookings(odd, '', 'pending'))).toEqual(['BK000099']);
  });

  it('writes times as 12-hour clock', () => {
    expect(formatTime('09:00')).toBe('9:00 AM');
    expect(formatTime('12:00')).toBe('12:00 PM');
    expect(formatTime('17:30')).toBe('5:30 PM');
    expect(formatTime('00:15')).toBe('12:15 AM');
  });
});
