/**
 * Story helper: logs the demo customer in on the mock backend (a real session the server knows) and stores it
 * in the browser as a login would, so a story shows a logged-in customer who stays logged in.
 */
import type { Loader } from '@storybook/react-vite';
import { db, saveDb } from '../../mocks/db';
import { publicUser } from '../../mocks/handlers/customer';
import { DAY_MS, openSession } from '../../mocks/handlers/kit';

export const demoCustomerSession: Loader = () => {
  const customer = db().customers.find((c) => c.email === 'customer@example.com')!;
  const session = openSession('customer', customer.id, DAY_MS);
  saveDb();
  window.localStorage.setItem('user', JSON.stringify(publicUser(customer)));
  window.localStorage.setItem('session_token', session.token);
  window.localStorage.setItem('session_expires', new Date(session.expires_at).toISOString());
  return {};
};

/** Replaces the browser's geolocation for one story (returns the cleanup for `beforeEach`). */
export function fakeGeolocation(result: { lat: number; lng: number } | { code: number }): () => void {
  const had = Object.getOwnPropertyDescriptor(navigator, 'geolocation');
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition(ok: PositionCallback, fail?: PositionErrorCallback | null) {
        if ('code' in result)
          fail?.({
            code: result.code,
            message: 'story',
            PERMISSION_DENIED: 1,
            POSITION_UNAVAILABLE: 2,
            TIMEOUT: 3,
          } as GeolocationPositionError);
        else
          ok({
            coords: { latitude: result.lat, longitude: result.lng, accuracy: 25 },
            timestamp: Date.now(),
          } as GeolocationPosition);
      },
    },
  });
  return () => {
    if (had) Object.defineProperty(navigator, 'geolocation', had);
    else delete (navigator as { geolocation?: unknown }).geolocation;
  };
}
