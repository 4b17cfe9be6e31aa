/**
 * Where the service should happen (SPEC §7 Maps, booking rule), through the location service (lib/location.ts):
 * the browser's position (high accuracy, 10 s timeout, positions up to 5 min old), then reverse geocoding; the
 * first result's formatted address and postal code fill the address and the pincode. Failures give the two booking texts of SPEC §8.
 */
import { describeFailure } from '../../api/outcome';
import { GEOLOCATION_MAX_AGE_MS, GEOLOCATION_TIMEOUT_MS, positionErrorCode } from '../../lib/geolocation';
import { locate } from '../../lib/location';
import { BOOKING_TEXTS, type Coordinates } from './booking';
import { devLog } from '../../api/devLog';

const BOOKING_POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: GEOLOCATION_TIMEOUT_MS,
  maximumAge: GEOLOCATION_MAX_AGE_MS,
};

export type AddressDetection =
  | { found: true; address: string; pincode: string; coordinates: Coordinates }
  /** The position may be known even when its address is not: the booking still sends the coordinates. */
  | { found: false; error: string; coordinates: Coordinates | null };

export async function detectServiceAddress(): Promise<AddressDetection> {
  const located = await locate('serviceAddress', BOOKING_POSITION_OPTIONS);
  if (located.kind === 'noPosition') {
    const unsupported = positionErrorCode(located.error) === 'unsupported';
    if (!unsupported) devLog.warn('[booking] the browser did not give a position', located.error);
    return {
      found: false,
      error: unsupported ? BOOKING_TEXTS.locationUnsupported : BOOKING_TEXTS.locationFailed,
      coordinates: null,
    };
  }
  const { coordinates, geocode: outcome, place } = located;
  if (place) return { found: true, address: place.address, pincode: place.pincode, coordinates };
  if (outcome.kind === 'failed') devLog.error('[booking] reverse geocoding failed', describeFailure(outcome));
  else devLog.warn('[booking] reverse geocoding found no address for', coordinates);
  return { found: false, error: BOOKING_TEXTS.locationFailed, coordinates };
}
