import { useSyncExternalStore } from 'react';
import { atTime } from './atTime';

const MINUTE_MS = 60_000;

const currentMinute = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;

/** The next minute's start, looked for also when the page is shown again (a sleeping device runs timers late). */
function subscribe(changed: () => void): () => void {
  let stop = () => {};
  const wait = () => {
    stop = atTime(currentMinute() + MINUTE_MS, () => {
      changed();
      wait();
    });
  };
  wait();
  return () => stop();
}

/** Prerendering and hydration see 0, so what they show cannot depend on the hour it was built. */
export const useMinute = (): number => useSyncExternalStore(subscribe, currentMinute, () => 0);
