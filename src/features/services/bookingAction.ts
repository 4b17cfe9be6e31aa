/**
 * The booking write of /services (SPEC §3 booking payload, §7, §8): the route action the Book Service modal
 * submits to through its fetcher. It answers the alert to show, so the modal only draws it.
 */
import type { ActionFunctionArgs } from 'react-router-dom';
import { createBooking } from '../../api/customer';
import { bodyMessage, isApiError } from '../../api/http';
import type { BookingRequest } from '../../api/types';
import type { Notice } from '../../components/AutoDismissAlert';
import { endCustomerSession } from '../../lib/customerSession';
import { saveRecentBooking } from '../../lib/recentBooking';
import { readStored } from '../../lib/storage';
import { BOOKING_TEXTS, saysSessionEnded } from './booking';
import { devLog } from '../../lib/devLog';

/** What a booking came to: success, or the reason it failed (variant 'danger'). */
export type BookingOutcome = Notice;

/** Sends the §3 payload with the stored session token as a bearer credential. */
async function submitBooking(booking: BookingRequest): Promise<BookingOutcome> {
  const token = readStored('session_token');
  try {
    const answer = await createBooking(token ?? '', booking);
    if (answer.status === 'success') {
      saveRecentBooking(booking, answer);
      return { variant: 'success', text: BOOKING_TEXTS.success };
    }
    devLog.warn('[booking] the booking was refused:', answer.message ?? answer.status);
    // The session ended: the customer is signed out, so Book Now asks them to log in again.
    if (saysSessionEnded({ message: answer.message })) endCustomerSession(token);
    return { variant: 'danger', text: answer.message || BOOKING_TEXTS.failed };
  } catch (error) {
    devLog.error('[booking] the booking call failed', error);
    // A refusal that came with a non-OK status still says why in its JSON body (e.g. an expired session).
    const refusal = bodyMessage(error);
    if (isApiError(error) && saysSessionEnded({ httpStatus: error.status, message: refusal })) {
      endCustomerSession(token);
    }
    return { variant: 'danger', text: refusal ?? BOOKING_TEXTS.error };
  }
}

/** The route action: the modal posts the payload as JSON. */
export async function bookingAction({ request }: ActionFunctionArgs): Promise<BookingOutcome> {
  return submitBooking((await request.json()) as BookingRequest);
}
