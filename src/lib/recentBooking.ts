/**
 * The booking just made, kept for this tab so /bookings can show it: no call lists a customer's bookings
 * (docs/decisions.md). It holds the customer's address, so every logout and login drops it (`forgetUser`).
 */
import * as v from 'valibot';
import type { Answer, BookingRequest } from '../api/types';
import { devLog } from '../api/devLog';
import { STORAGE_KEYS } from './storage';

export const RECENT_BOOKING_KEY = STORAGE_KEYS.recentBooking;

export type BookingAnswer = Answer<'createBooking'>;

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

const text = v.string();
/** What /bookings shows of it: a kept value of another shape is none, so it never crashes a page. */
const readable = v.object({
  booking: v.object({
    service_name: text,
    scheduled_date: text,
    scheduled_time: text,
    service_address: text,
    total_amount: v.number(),
  }),
  answer: v.object({ status: text }),
  saved_at: text,
});

export function readRecentBooking(): RecentBooking | null {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(RECENT_BOOKING_KEY) ?? 'null');
    return v.is(readable, value) ? (value as RecentBooking) : null;
  } catch {
    return null;
  }
}
