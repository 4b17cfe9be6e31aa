import { afterEach, describe, expect, it } from 'vitest';
import type { BookingRequest } from '../api/types';
import { clearRecentBooking, readRecentBooking, RECENT_BOOKING_KEY, saveRecentBooking } from './recentBooking';

const booking: BookingRequest = {
  user_id: 1,
  service_id: 4,
  category_id: 1,
  subcategory_id: 2,
  service_name: 'Classic Bathroom Cleaning',
  service_price: 499,
  total_amount: 499,
  service_address: 'Flat 402, Tower B, Sector 18, Noida',
  service_latitude: null,
  service_longitude: null,
  pincode: '201301',
  scheduled_date: '2026-12-01',
  scheduled_time: '10:00',
  special_instructions: '',
  payment_method: 'cash',
};

afterEach(() => window.sessionStorage.clear());

describe('recent booking', () => {
  it('keeps the booking and the server answer for this tab', () => {
    saveRecentBooking(
      booking,
      { status: 'success', message: 'Booking created successfully', booking_number: 'BK000007' },
      new Date('2026-11-23T10:00:00Z'),
    );
    expect(readRecentBooking()).toEqual({
      booking,
      answer: { status: 'success', message: 'Booking created successfully', booking_number: 'BK000007' },
      saved_at: '2026-11-23T10:00:00.000Z',
    });
    clearRecentBooking();
    expect(readRecentBooking()).toBeNull();
  });

  it('treats a stored value of the wrong shape as absent', () => {
    window.sessionStorage.setItem(RECENT_BOOKING_KEY, '{"booking":{"service_name":3}}');
    expect(readRecentBooking()).toBeNull();
    window.sessionStorage.setItem(RECENT_BOOKING_KEY, 'not json');
    expect(readRecentBooking()).toBeNull();
  });
});
