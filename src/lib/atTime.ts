// setTimeout holds at most 2^31-1 ms (about 24.8 days); a later moment is waited for in steps.
const LONGEST_TIMEOUT_MS = 2_147_483_647;

/** Runs `then` once the clock reaches `at`; a look whenever the page is shown again (a sleeping device runs timers late). */
export function atTime(at: number, then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onShown);
  };
  const look = () => {
    clearTimeout(timer);
    const left = at - Date.now();
    if (left > 0) timer = setTimeout(look, Math.min(left, LONGEST_TIMEOUT_MS));
    else {
      stop();
      then();
    }
  };
  const onShown = () => document.visibilityState === 'visible' && look();
  document.addEventListener('visibilitychange', onShown);
  look();
  return stop;
}
