/** A stand-in for the device's geolocation (not the client): a position, or a refusal with the browser's error code. */
export type FakePosition = { lat: number; lng: number } | { code: number };

/** `getCurrentPosition` answering at once with `result`. */
export const answerPosition =
  (result: FakePosition) =>
  (ok: PositionCallback, fail?: PositionErrorCallback | null): void => {
    if ('code' in result)
      fail?.({
        code: result.code,
        message: 'fake',
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
      } as GeolocationPositionError);
    else
      ok({
        coords: { latitude: result.lat, longitude: result.lng, accuracy: 20 },
        timestamp: Date.now(),
      } as GeolocationPosition);
  };

/** Puts `getCurrentPosition` in place of the browser's; returns the cleanup that restores what was there. */
export function installGeolocation(getCurrentPosition: Geolocation['getCurrentPosition']): () => void {
  const had = Object.getOwnPropertyDescriptor(navigator, 'geolocation');
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  return () => {
    if (had) Object.defineProperty(navigator, 'geolocation', had);
    else delete (navigator as { geolocation?: unknown }).geolocation;
  };
}
