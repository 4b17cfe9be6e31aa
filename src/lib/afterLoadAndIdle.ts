/**
 * Runs `run` once the page has loaded and the browser is idle (at most 5 s later), so work the page can do without
 * (offline support, field measurement) never competes with its first paint and start. Safari has no
 * requestIdleCallback: a second after load stands in for it there.
 */
export function afterLoadAndIdle(run: () => void): void {
  const whenIdle = () =>
    typeof window.requestIdleCallback === 'function'
      ? requestIdleCallback(run, { timeout: 5000 })
      : setTimeout(run, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
