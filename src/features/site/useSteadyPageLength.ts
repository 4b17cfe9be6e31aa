import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * The height the shrinking header gives up becomes margin below it. Without it the page got shorter, scroll
 * anchoring moved back under the 50 px that shrank the header, and it flipped between its two sizes. How much it
 * shrinks depends on the width, so it is measured; fractional too, or a pixel-wide band flips.
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
