import { useCallback, useEffect, useState } from 'react';
import { readStored, writeStored } from '../../lib/storage';
import { devLog } from '../../api/devLog';

const LOCATION_DETECT_DELAY_MS = 1000;

export type LocationState =
  | { status: 'idle'; city: string | null }
  | { status: 'detecting'; city: string | null }
  | { status: 'found'; city: string }
  | { status: 'failed'; city: string | null; error: string };

export function useUserLocation(): { location: LocationState; detect: () => Promise<void> } {
  const [location, setLocation] = useState<LocationState>(() => ({ status: 'idle', city: readStored('userLocation') }));

  const detect = useCallback(async () => {
    setLocation((now) => ({ status: 'detecting', city: now.city }));
    const result = await import('./detectCity')
      .then((module) => module.detectCity())
      .catch((error: unknown) => {
        devLog.error('[location] could not load location detection', error);
        return { error: 'Failed to fetch location data' };
      });
    if ('city' in result) {
      writeStored('userLocation', result.city);
      setLocation({ status: 'found', city: result.city });
    } else setLocation((now) => ({ status: 'failed', city: now.city, error: result.error }));
  }, []);

  useEffect(() => {
    if (readStored('userLocation')) return;
    const timer = setTimeout(() => void detect(), LOCATION_DETECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [detect]);

  return { location, detect };
}
