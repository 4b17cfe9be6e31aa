/** Loaded on demand: detection starts 1 s after load. */
import { describeFailure, isHttpError } from '../../api/outcome';
import { positionErrorCode, positionOptions } from '../../lib/geolocation';
import { locate } from '../../lib/location';
import { devLog } from '../../api/devLog';

export const LOCATION_ERRORS = {
  denied: 'Location access denied by user',
  unavailable: 'Location information is unavailable',
  timeout: 'Location request timed out',
  unknown: 'An unknown error occurred',
  unsupported: 'Geolocation is not supported by this browser',
  noCity: 'Could not determine city',
  noData: 'No location data found',
  fetchFailed: 'Failed to fetch location data',
} as const;

const POSITION_ERRORS: Record<string, string> = {
  unsupported: LOCATION_ERRORS.unsupported,
  1: LOCATION_ERRORS.denied,
  2: LOCATION_ERRORS.unavailable,
  3: LOCATION_ERRORS.timeout,
};

export type CityResult = { city: string } | { error: string };

export async function detectCity(): Promise<CityResult> {
  const located = await locate('city', positionOptions(false));
  if (located.kind === 'noPosition')
    return { error: POSITION_ERRORS[positionErrorCode(located.error) ?? 0] ?? LOCATION_ERRORS.unknown };
  const { geocode: outcome, place: city } = located;
  // No answer, or an HTTP error: the lookup itself failed. A refusal ('ZERO_RESULTS'…) is an answer without data.
  if (outcome.kind !== 'ok' && (outcome.kind === 'failed' || isHttpError(outcome))) {
    devLog.error('[location] reverse geocoding failed', describeFailure(outcome));
    return { error: LOCATION_ERRORS.fetchFailed };
  }
  if (outcome.kind !== 'ok' || !outcome.answer.results?.length) return { error: LOCATION_ERRORS.noData };
  return city ? { city } : { error: LOCATION_ERRORS.noCity };
}
