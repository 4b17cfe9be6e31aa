/** Session expiry on a page left open: the moment, not a millisecond earlier, and after a sleeping device wakes. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atTime } from './atTime';

const NOW = Date.parse('2026-11-25T10:00:00Z');

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => vi.useFakeTimers({ now: NOW }));
afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

describe('atTime', () => {
  it('runs once the clock reaches the moment, not a millisecond before', () => {
    const then = vi.fn();
    atTime(NOW + 5_000, then);
    vi.advanceTimersByTime(4_999);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs at once for a moment that has passed, or is now', () => {
    const past = vi.fn();
    const now = vi.fn();
    atTime(NOW - 1, past);
    atTime(NOW, now);
    expect(past).toHaveBeenCalledTimes(1);
    expect(now).toHaveBeenCalledTimes(1);
  });

  it('waits for a moment beyond what one timer can hold (about 24.8 days), in steps', () => {
    const then = vi.fn();
    const in40Days = NOW + 40 * 24 * 3_600_000;
    atTime(in40Days, then);
    vi.advanceTimersByTime(2_147_483_647);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(in40Days - NOW - 2_147_483_647 - 1);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('looks again when the page is shown: a device that slept past the moment runs it on waking', () => {
    const then = vi.fn();
    atTime(NOW + 60_000, then);
    // The clock jumps while timers did not run (the device slept).
    vi.setSystemTime(NOW + 120_000);
    setVisibility('hidden');
    expect(then).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('a page shown again before the moment keeps waiting', () => {
    const then = vi.fn();
    atTime(NOW + 60_000, then);
    vi.setSystemTime(NOW + 30_000);
    setVisibility('visible');
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(30_000);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('the cleanup stops the timer and the look on showing', () => {
    const then = vi.fn();
    const stop = atTime(NOW + 60_000, then);
    stop();
    vi.advanceTimersByTime(120_000);
    setVisibility('visible');
    expect(then).not.toHaveBeenCalled();
  });
});
