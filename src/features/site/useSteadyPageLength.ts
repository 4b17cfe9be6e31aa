import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Keeps the page's length when the element at `ref` (the site header) shrinks: the height it gives up becomes
 * margin below it. Without it the page got shorter, Chromium's scroll anchoring moved the scroll position back
 * under the 50 px that shrank the header, the header grew again, and it flipped between its two sizes for as long
 * as the page stayed there. How much the header shrinks depends on the width and on what it shows (on a phone the
 * smaller logo lets a row close up), so it is measured: the full height whenever the header is full, the short
 * one as it shrinks. A stale full height (the window resized while shrunk) costs at most one more flip: the next
 * full render measures it again. Fractional heights: a page a pixel shorter leaves a pixel-wide band that flips.
 */
export function useSteadyPageLength(ref: RefObject<HTMLElement | null>, shrunk: boolean): void {
  const fullHeight = useRef(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (!shrunk) {
      element.style.marginBottom = '';
      fullHeight.current = element.getBoundingClientRect().height;
      return;
    }
    element.style.marginBottom = `${Math.max(0, fullHeight.current - element.getBoundingClientRect().height)}px`;
  });
}
