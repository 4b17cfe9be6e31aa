// setTimeout holds at most 2^31-1 ms (about 24.8 days); a later moment is waited for in steps.
const LONGEST_TIMEOUT_MS = 2_147_483_647;

/**
 * Runs `then` once the clock reaches `at` (epoch ms) while the page stays open: a timer, plus a look whenever the
 * page is shown again (a sleeping device runs timers late). Runs at once when `at` has passed. Returns the cleanup.
 * Used for session expiry, so a page left open signs out without a reload and without a call.
 */
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
