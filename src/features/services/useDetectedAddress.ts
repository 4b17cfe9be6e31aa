/**
 * The booking modal's location: the browser's position, then reverse geocoding. Only the latest request may fill
 * the form (a retry, or StrictMode's second mount, starts another; closing the modal drops them all).
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { digitsOnly } from '../../lib/digitsOnly';
import { BOOKING_TEXTS } from './booking';
import { INPUT_LIMITS } from '../../lib/inputLimits';
import { describeFailure } from '../../api/outcome';
import { devLog } from '../../api/devLog';
import { positionErrorCode, positionOptions } from '../../lib/geolocation';
import { locate, type Coordinates } from '../../lib/location';

/** The position may be known even when its address is not: the booking still sends the coordinates. */
async function detectServiceAddress() {
  const located = await locate('serviceAddress', positionOptions(true));
  if (located.kind === 'noPosition') {
    const unsupported = positionErrorCode(located.error) === 'unsupported';
    if (!unsupported) devLog.warn('[booking] the browser did not give a position', located.error);
    return { error: unsupported ? BOOKING_TEXTS.locationUnsupported : BOOKING_TEXTS.locationFailed, coordinates: null };
  }
  const { coordinates, geocode: outcome, place } = located;
  if (place) {
    const pincode = digitsOnly(place.pincode, INPUT_LIMITS.pincode);
    return { place: { address: place.address, pincode }, error: null, coordinates };
  }
  if (outcome.kind === 'failed') devLog.error('[booking] reverse geocoding failed', describeFailure(outcome));
  else devLog.warn('[booking] reverse geocoding found no address for', coordinates);
  return { error: BOOKING_TEXTS.locationFailed, coordinates };
}

interface LocationState {
  locating: boolean;
  error: string | null;
  /** Whenever the browser gave a position, even if its address was not found. */
  coordinates: Coordinates | null;
}

/**
 * Runs once on mount unless `onOpen` is false (the customer has a saved address); `fill(place, overwrite)` receives
 * a found address: `overwrite` is false for the detection on opening (only empty fields are filled) and true for
 * "Use my current location".
 */
export function useDetectedAddress(
  fill: (place: { address: string; pincode: string }, overwrite: boolean) => void,
  onOpen = true,
) {
  const [state, setState] = useState<LocationState>({ locating: onOpen, error: null, coordinates: null });
  const latest = useRef(0);
  const detect = (overwrite: boolean) => {
    const request = ++latest.current;
    void detectServiceAddress().then(({ place, error, coordinates }) => {
      if (request !== latest.current) return;
      setState((now) => ({ locating: false, error, coordinates: coordinates ?? now.coordinates }));
      if (place) fill(place, overwrite);
    });
  };
  const detectOnOpen = useEffectEvent(() => {
    if (onOpen) detect(false);
  });
  useEffect(() => {
    detectOnOpen();
    return () => {
      latest.current += 1;
    };
  }, []);

  const locateAgain = () => {
    setState((now) => ({ ...now, locating: true, error: null }));
    detect(true);
  };

  /** Another address replaced the found one: its position is not sent with it, and a detection under way is dropped. */
  const forget = () => {
    latest.current += 1;
    setState({ locating: false, error: null, coordinates: null });
  };

  return { ...state, locateAgain, forget };
}
