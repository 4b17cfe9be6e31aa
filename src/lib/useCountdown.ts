import { useEffect, useState } from 'react';

/** Seconds left until `until` (epoch ms), ticking once a second; 0 when null or passed, never above `totalSeconds`. */
export function useCountdown(until: number | null, totalSeconds = Infinity): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    // Read the clock as soon as the deadline is set (a callback, not the effect body, sets state).
    const first = setTimeout(() => setNow(Date.now()), 0);
    const tick = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) clearInterval(tick);
    }, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(tick);
    };
  }, [until]);
  // Until the first tick `now` may be older than the moment the deadline was set: never show more than the whole.
  return Math.min(totalSeconds, Math.max(0, Math.ceil(((until ?? 0) - now) / 1000)));
}

/** 300 → '5:00'. */
export const minutesSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
