import type { ActionFunctionArgs } from 'react-router-dom';
import { createBooking } from '../../api/customer';
import { describeFailure, isConnectionFailure, isPlainRefusal, messageOf } from '../../api/outcome';
import type { BookingRequest } from '../../api/types';
import type { ActionReply } from '../../components/form/useActionForm';
import { endCustomerSession } from '../../lib/customerSession';
import { saveRecentBooking } from '../../lib/recentBooking';
import { readStored } from '../../lib/storage';
import { BOOKING_REDIRECT_MS, BOOKING_TEXTS } from './booking';
import { devLog } from '../../api/devLog';

const refused = (text: string, detail?: string): ActionReply => ({ notice: { variant: 'danger', text, detail } });

/** The payload goes to the call as it came, with the stored session token as a bearer credential. */
export async function bookingAction({ request }: ActionFunctionArgs): Promise<ActionReply> {
  const booking = (await request.json()) as BookingRequest;
  const token = readStored('session_token');
  const outcome = await createBooking(token ?? '', booking);
  if (outcome.kind === 'ok') {
    saveRecentBooking(booking, outcome.answer);
    return {
      notice: { variant: 'success', text: BOOKING_TEXTS.success },
      next: { to: '/bookings', afterMs: BOOKING_REDIRECT_MS, push: true },
    };
  }
  // The session ended: the customer is signed out, so Book Now asks them to log in again.
  if (outcome.kind === 'sessionEnded') endCustomerSession(token);
  if (isPlainRefusal(outcome)) {
    devLog.warn('[booking] the booking was refused:', describeFailure(outcome));
    return refused(outcome.message || BOOKING_TEXTS.failed);
  }
  devLog.error('[booking] the booking call failed', describeFailure(outcome));
  // A refusal that came with a non-OK status still says why in its JSON body (e.g. an expired session).
  // The offline line only when the browser itself reports no connection: a failure with a connection up is the server's.
  const offline = isConnectionFailure(outcome) && !navigator.onLine;
  return refused(messageOf(outcome) ?? BOOKING_TEXTS.error, offline ? BOOKING_TEXTS.offline : undefined);
}
