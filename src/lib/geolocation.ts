export const GEOLOCATION_TIMEOUT_MS = 10_000;
export const GEOLOCATION_MAX_AGE_MS = 5 * 60_000;

/** A 10 s wait, and a position up to 5 minutes old will do; high accuracy for a street address, not for a city. */
export const positionOptions = (enableHighAccuracy: boolean): PositionOptions => ({
  enableHighAccuracy,
  timeout: GEOLOCATION_TIMEOUT_MS,
  maximumAge: GEOLOCATION_MAX_AGE_MS,
});

/** Rejects with the browser's GeolocationPositionError, or 'unsupported'. */
export function currentPosition(options?: PositionOptions): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) reject(new Error('unsupported'));
    else navigator.geolocation.getCurrentPosition(resolve, reject, options);
  });
}

/** 1 denied, 2 unavailable, 3 timeout. */
export function positionErrorCode(error: unknown): number | 'unsupported' | null {
  if (error instanceof Error && error.message === 'unsupported') return 'unsupported';
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : null;
}
