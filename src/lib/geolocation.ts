/** SPEC §7 Maps: the browser gets 10 s to find the position, and a position up to 5 minutes old will do. */
export const GEOLOCATION_TIMEOUT_MS = 10_000;
export const GEOLOCATION_MAX_AGE_MS = 5 * 60_000;

/** The browser's position as a promise. Rejects with the browser's GeolocationPositionError, or 'unsupported'. */
export function currentPosition(options?: PositionOptions): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject(new Error('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(resolve, reject, options);
  });
}

/** Which of the browser's failure codes a geolocation error carries (1 denied, 2 unavailable, 3 timeout). */
export function positionErrorCode(error: unknown): number | 'unsupported' | null {
  if (error instanceof Error && error.message === 'unsupported') return 'unsupported';
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : null;
}
