/**
 * The booking just made, kept for this tab (sessionStorage `recentBooking`, SPEC §3 and docs/decisions.md): what is
 * kept of the answer, that only a whole booking is read back, that a full or blocked storage costs nothing but the
 * copy, and that it goes with the customer.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleBooking } from '../test/sampleBooking';
import { readRecentBooking, saveRecentBooking } from './recentBooking';
import { forgetUser } from './storage';

const booking = sampleBooking({ service_id: 4, total_amount: 598 });
const SAVED_AT = '2026-11-23T10:00:00.000Z';
const whole = () => ({
  booking: { ...booking } as Record<string, unknown>,
  answer: { status: 'success', booking_number: 'BK000007' } as Record<string, unknown>,
  saved_at: SAVED_AT as unknown,
});
const store = (value: unknown) => window.sessionStorage.setItem('recentBooking', JSON.stringify(value));

afterEach(() => vi.restoreAllMocks());

describe('saving', () => {
  it('keeps it in this tab only, under recentBooking, with the answer’s status, message and numbers', () => {
    saveRecentBooking(
      booking,
      { status: 'success', message: 'Booking created', booking_id: 7, booking_number: 'BK000007', extra: 1 } as never,
      new Date(SAVED_AT),
    );
    expect(window.localStorage.getItem('recentBooking')).toBeNull();
    expect(JSON.parse(window.sessionStorage.getItem('recentBooking')!)).toEqual({
      booking,
      answer: { status: 'success', message: 'Booking created', booking_id: 7, booking_number: 'BK000007' },
      saved_at: SAVED_AT,
    });
  });

  it('goes with the customer: a customer logout or login drops it, a vendor’s does not', () => {
    saveRecentBooking(booking, { status: 'success' }, new Date(SAVED_AT));
    forgetUser('vendor');
    expect(readRecentBooking()?.booking).toEqual(booking);
    forgetUser('customer');
    expect(readRecentBooking()).toBeNull();
  });

  it('a storage that refuses the write loses only the copy, and says so in the log', () => {
    const failure = new DOMException('full', 'QuotaExceededError');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw failure;
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(() => saveRecentBooking(booking, { status: 'success' })).not.toThrow();
    expect(warn).toHaveBeenCalledWith('[booking] could not keep the booking for /bookings', failure);
    expect(readRecentBooking()).toBeNull();
  });
});

describe('reading back', () => {
  it('reads a whole booking', () => {
    store(whole());
    expect(readRecentBooking()).toEqual(whole());
  });

  it('reads nothing when nothing, an empty value or unreadable storage is there', () => {
    expect(readRecentBooking()).toBeNull();
    window.sessionStorage.setItem('recentBooking', '');
    expect(readRecentBooking()).toBeNull();
    window.sessionStorage.setItem('recentBooking', 'null');
    expect(readRecentBooking()).toBeNull();
    store(whole());
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readRecentBooking()).toBeNull();
  });

  const broken: [string, (value: ReturnType<typeof whole>) => void][] = [
    ['no booking', (v) => delete (v as Partial<typeof v>).booking],
    ['no answer', (v) => delete (v as Partial<typeof v>).answer],
    ['an answer without a status', (v) => delete v.answer.status],
    ['a numeric status', (v) => (v.answer.status = 1)],
    ['no service name', (v) => delete v.booking.service_name],
    ['a numeric service name', (v) => (v.booking.service_name = 12)],
    ['no date', (v) => delete v.booking.scheduled_date],
    ['a numeric date', (v) => (v.booking.scheduled_date = 20261201)],
    ['no time', (v) => delete v.booking.scheduled_time],
    ['a numeric time', (v) => (v.booking.scheduled_time = 10)],
    ['no address', (v) => delete v.booking.service_address],
    ['an address that is not text', (v) => (v.booking.service_address = { line: 'Flat 402' })],
    ['no total', (v) => delete v.booking.total_amount],
    ['a total as text', (v) => (v.booking.total_amount = '598')],
    ['no saved time', (v) => delete v.saved_at],
    ['a numeric saved time', (v) => (v.saved_at = 1_700_000_000_000)],
  ];

  it.each(broken)('treats a kept value with %s as none', (_, breakIt) => {
    const value = whole();
    breakIt(value);
    store(value);
    expect(readRecentBooking()).toBeNull();
  });
});
