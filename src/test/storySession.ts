/**
 * Story helper: logs the demo customer in on the mock backend (a real session the server knows) and stores it
 * in the browser as a login would, so a story shows a logged-in customer who stays logged in.
 */
import type { Loader } from '@storybook/react-vite';
import { db, saveDb } from '../../mocks/db';
import { publicUser } from '../../mocks/handlers/customer';
import { DAY_MS, openSession } from '../../mocks/handlers/kit';
import { STORAGE_KEYS } from '../lib/storage';
import { answerPosition, installGeolocation, type FakePosition } from './geolocation';

export const demoCustomerSession: Loader = () => {
  const customer = db().customers.find((c) => c.email === 'customer@example.com')!;
  const session = openSession('customer', customer.id, DAY_MS);
  saveDb();
  window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(publicUser(customer)));
  window.localStorage.setItem(STORAGE_KEYS.sessionToken, session.token);
  window.localStorage.setItem(STORAGE_KEYS.sessionExpires, new Date(session.expires_at).toISOString());
  return {};
};

/** Replaces the browser's geolocation for one story (returns the cleanup for `beforeEach`). */
export const fakeGeolocation = (result: FakePosition): (() => void) => installGeolocation(answerPosition(result));
