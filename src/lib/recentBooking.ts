/**
 * The booking the customer just made on /services, kept for this browser tab (sessionStorage) so /bookings can
 * show it first: SPEC §7 has no call that lists a customer's bookings (docs/decisions.md). It holds the customer's
 * address and phone, so every logout and login drops it (`forgetUser('customer')` in storage.ts).
 */
import type { BookingRequest } from '../api/types';
import { devLog } from '../api/devLog';
import { STORAGE_KEYS } from './storage';

export const RECENT_BOOKING_KEY = STORAGE_KEYS.recentBooking;

/** What the server answered to the booking call (SPEC §7: status, message; the mock adds the booking number). */
export interface BookingAnswer {
  status: string;
  message?: string;
  booking_id?: number;
  booking_number?: string;
}

export interface RecentBooking {
  booking: BookingRequest;
  answer: BookingAnswer;
  /** ISO time the answer came. */
  saved_at: string;
}

export function saveRecentBooking(booking: BookingRequest, answer: BookingAnswer, now = new Date()): void {
  const { status, message, booking_id, booking_number } = answer;
  const value: RecentBooking = {
    booking,
    answer: { status, message, booking_id, booking_number },
    saved_at: now.toISOString(),
  };
  try {
    window.sessionStorage.setItem(RECENT_BOOKING_KEY, JSON.stringify(value));
  } catch (error) {
    devLog.warn('[booking] could not keep the booking for /bookings', error);
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The kept booking, or null when there is none or what is stored is not one (a wrong shape never crashes a page). */
export function readRecentBooking(): RecentBooking | null {
  try {
    const raw = window.sessionStorage.getItem(RECENT_BOOKING_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<RecentBooking>;
    const booking = value.booking as Partial<BookingRequest> | undefined;
    if (
      !booking ||
      !value.answer ||
      !isText(value.answer.status) ||
      !isText(booking.service_name) ||
      !isText(booking.scheduled_date) ||
      !isText(booking.scheduled_time) ||
      !isText(booking.service_address) ||
      typeof booking.total_amount !== 'number' ||
      !isText(value.saved_at)
    )
      return null;
    return value as RecentBooking;
  } catch {
    return null;
  }
}
