import { afterEach, describe, expect, it } from 'vitest';
import { sampleBooking } from '../test/sampleBooking';
import { readRecentBooking, RECENT_BOOKING_KEY, saveRecentBooking } from './recentBooking';

const booking = sampleBooking({ service_id: 4 });

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
  });

  it('treats a stored value of the wrong shape as absent', () => {
    window.sessionStorage.setItem(RECENT_BOOKING_KEY, '{"booking":{"service_name":3}}');
    expect(readRecentBooking()).toBeNull();
    window.sessionStorage.setItem(RECENT_BOOKING_KEY, 'not json');
    expect(readRecentBooking()).toBeNull();
  });
});
