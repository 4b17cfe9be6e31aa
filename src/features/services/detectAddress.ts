/**
 * Where the service should happen (SPEC §7 Maps, booking rule): the browser's position (high accuracy, 10 s
 * timeout, positions up to 5 min old), then reverse geocoding; the first result's formatted address and postal
 * code fill the address and the pincode. Failures give the two booking texts of SPEC §8.
 */
import { addressFromGeocode, reverseGeocode } from '../../api/maps';
import { describeFailure } from '../../api/outcome';
import {
  currentPosition,
  GEOLOCATION_MAX_AGE_MS,
  GEOLOCATION_TIMEOUT_MS,
  positionErrorCode,
} from '../../lib/geolocation';
import { BOOKING_TEXTS, type Coordinates } from './booking';
import { devLog } from '../../lib/devLog';

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
  let position: GeolocationPosition;
  try {
    position = await currentPosition(BOOKING_POSITION_OPTIONS);
  } catch (error) {
    const unsupported = positionErrorCode(error) === 'unsupported';
    if (!unsupported) devLog.warn('[booking] the browser did not give a position', error);
    return {
      found: false,
      error: unsupported ? BOOKING_TEXTS.locationUnsupported : BOOKING_TEXTS.locationFailed,
      coordinates: null,
    };
  }
  const coordinates = { latitude: position.coords.latitude, longitude: position.coords.longitude };
  const outcome = await reverseGeocode(coordinates.latitude, coordinates.longitude);
  const place = outcome.kind === 'ok' ? addressFromGeocode(outcome.answer) : null;
  if (place) return { found: true, address: place.address, pincode: place.pincode, coordinates };
  if (outcome.kind === 'failed') devLog.error('[booking] reverse geocoding failed', describeFailure(outcome));
  else devLog.warn('[booking] reverse geocoding found no address for', coordinates);
  return { found: false, error: BOOKING_TEXTS.locationFailed, coordinates };
}
