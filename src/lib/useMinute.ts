import { useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;

const currentMinute = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;

/** Also when the page is shown again: a sleeping device runs timers late. */
function subscribe(changed: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = () => {
    timer = setTimeout(
      () => {
        changed();
        wait();
      },
      currentMinute() + MINUTE_MS - Date.now(),
    );
  };
  const onShown = () => document.visibilityState === 'visible' && changed();
  document.addEventListener('visibilitychange', onShown);
  wait();
  return () => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onShown);
  };
}

/** Prerendering and hydration see 0, so what they show cannot depend on the hour it was built. */
export const useMinute = (): number => useSyncExternalStore(subscribe, currentMinute, () => 0);
