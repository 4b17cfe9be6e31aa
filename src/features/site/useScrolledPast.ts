import { useEffect, useState } from 'react';

const SCROLL_THRESHOLD_PX = 50;
const SCROLL_THROTTLE_MS = 16;

export function useScrolledPast(threshold = SCROLL_THRESHOLD_PX, wait = SCROLL_THROTTLE_MS): boolean {
  const [scrolled, setScrolled] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      last = Date.now();
      timer = undefined;
      setScrolled(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (timer !== undefined) return;
      const since = Date.now() - last;
      if (since >= wait) check();
      else timer = setTimeout(check, wait - since);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [threshold, wait]);
  return scrolled;
}
