/**
 * The booking just made, kept for this tab so /bookings can show it: no call lists a customer's bookings
 * (docs/decisions.md). It holds the customer's address, so every logout and login drops it (`forgetUser`).
 */
import type { BookingRequest } from '../api/types';
import { devLog } from '../api/devLog';
import { STORAGE_KEYS } from './storage';

export const RECENT_BOOKING_KEY = STORAGE_KEYS.recentBooking;

export interface BookingAnswer {
  status: string;
  message?: string;
  booking_id?: number;
  booking_number?: string;
}

export interface RecentBooking {
  booking: BookingRequest;
  answer: BookingAnswer;
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

/** A wrong shape is null: it never crashes a page. */
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
