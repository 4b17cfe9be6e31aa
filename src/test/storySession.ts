/**
 * Story helper: logs the demo customer in on the mock backend (a real session the server knows) and stores it
 * in the browser as a login would, so a story shows a logged-in customer who stays logged in.
 */
import type { Loader } from '@storybook/react-vite';
import { db, saveDb } from '../../mocks/db';
import { publicUser } from '../../mocks/handlers/customer';
import { DAY_MS, openSession } from '../../mocks/handlers/kit';
import { saveLogin } from '../lib/customerSession';
import { answerPosition, installGeolocation, type FakePosition } from './geolocation';

export const demoCustomerSession: Loader = () => {
  const customer = db().customers.find((c) => c.email === 'customer@example.com')!;
  const session = openSession('customer', customer.id, DAY_MS);
  saveDb();
  // Through the login's own path, so the session store knows this tab changed who is signed in.
  saveLogin({
    user: publicUser(customer),
    session_token: session.token,
    expires_at: new Date(session.expires_at).toISOString(),
  });
  return {};
};

/** Replaces the browser's geolocation for one story (returns the cleanup for `beforeEach`). */
export const fakeGeolocation = (result: FakePosition): (() => void) => installGeolocation(answerPosition(result));
