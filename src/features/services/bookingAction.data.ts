/**
 * The booking write of /services (SPEC §3 booking payload, §7, §8): the route action the Book Service modal
 * submits to through its fetcher. It answers the alert to show, so the modal only draws it.
 */
import type { ActionFunctionArgs } from 'react-router-dom';
import { createBooking } from '../../api/customer';
import { describeFailure, isPlainRefusal, messageOf } from '../../api/outcome';
import type { BookingRequest } from '../../api/types';
import type { ActionReply } from '../../components/form/useActionForm';
import { endCustomerSession } from '../../lib/customerSession';
import { saveRecentBooking } from '../../lib/recentBooking';
import { readStored } from '../../lib/storage';
import { BOOKING_REDIRECT_MS, BOOKING_TEXTS } from './booking';
import { devLog } from '../../lib/devLog';

/** What a booking came to: success (and /bookings next), or the reason it failed (variant 'danger'). */
export type BookingOutcome = ActionReply;

/** SPEC §4: after a booking /bookings opens, its success text showing for a moment first. */
const booked = (text: string): BookingOutcome => ({
  notice: { variant: 'success', text },
  next: { to: '/bookings', afterMs: BOOKING_REDIRECT_MS, push: true },
});
const refused = (text: string): BookingOutcome => ({ notice: { variant: 'danger', text } });

/** Sends the §3 payload with the stored session token as a bearer credential. */
async function submitBooking(booking: BookingRequest): Promise<BookingOutcome> {
  const token = readStored('session_token');
  const outcome = await createBooking(token ?? '', booking);
  if (outcome.kind === 'ok') {
    saveRecentBooking(booking, outcome.answer);
    return booked(BOOKING_TEXTS.success);
  }
  // The session ended: the customer is signed out, so Book Now asks them to log in again.
  if (outcome.kind === 'sessionEnded') endCustomerSession(token);
  if (isPlainRefusal(outcome)) {
    devLog.warn('[booking] the booking was refused:', describeFailure(outcome));
    return refused(outcome.message || BOOKING_TEXTS.failed);
  }
  devLog.error('[booking] the booking call failed', describeFailure(outcome));
  // A refusal that came with a non-OK status still says why in its JSON body (e.g. an expired session).
  return refused(messageOf(outcome) ?? BOOKING_TEXTS.error);
}

/** The route action: the modal posts the payload as JSON. */
export async function bookingAction({ request }: ActionFunctionArgs): Promise<BookingOutcome> {
  return submitBooking((await request.json()) as BookingRequest);
}
