/** SPEC §4 resend countdowns: whole seconds left, ticking once a second, shown as m:ss. */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { minutesSeconds, useCountdown } from './useCountdown';

const NOW = Date.parse('2026-11-25T10:00:00Z');
beforeEach(() => vi.useFakeTimers({ now: NOW }));
afterEach(() => vi.useRealTimers());

describe('useCountdown', () => {
  it('counts whole seconds down to 0, rounding a part of a second up', () => {
    const { result } = renderHook(() => useCountdown(NOW + 30_000));
    expect(result.current).toBe(30);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(29);
    act(() => vi.advanceTimersByTime(28_000));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toBe(0);
  });

  it('a deadline 29.5 s away shows 30, never more than the whole it was given', () => {
    expect(renderHook(() => useCountdown(NOW + 29_500)).result.current).toBe(30);
    expect(renderHook(() => useCountdown(NOW + 31_000, 30)).result.current).toBe(30);
  });

  it('is 0 without a deadline, or with one that has passed', () => {
    expect(renderHook(() => useCountdown(null)).result.current).toBe(0);
    expect(renderHook(() => useCountdown(NOW - 5_000)).result.current).toBe(0);
  });

  it('reads the clock as soon as a deadline is set, not a second later', () => {
    const { result, rerender } = renderHook(({ until }) => useCountdown(until), {
      initialProps: { until: null as number | null },
    });
    vi.setSystemTime(NOW + 10_000);
    rerender({ until: NOW + 40_000 });
    act(() => vi.advanceTimersByTime(0));
    expect(result.current).toBe(30);
  });

  it('stops ticking at the deadline and when it goes away', () => {
    const { unmount } = renderHook(() => useCountdown(NOW + 2_000));
    act(() => vi.advanceTimersByTime(2_000));
    expect(vi.getTimerCount()).toBe(0);
    unmount();
    const again = renderHook(() => useCountdown(NOW + 60_000));
    again.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('minutesSeconds', () => {
  it('is m:ss', () => {
    expect(minutesSeconds(300)).toBe('5:00');
    expect(minutesSeconds(299)).toBe('4:59');
    expect(minutesSeconds(61)).toBe('1:01');
    expect(minutesSeconds(9)).toBe('0:09');
    expect(minutesSeconds(0)).toBe('0:00');
  });
});
