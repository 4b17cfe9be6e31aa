import { useLayoutEffect, useRef } from 'react';

/** A wizard announces a new step by moving focus to its heading: the returned ref's element, when `step` changes. */
export function useFocusOnChange<E extends HTMLElement>(step: unknown) {
  const heading = useRef<E>(null);
  const shown = useRef(step);
  useLayoutEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    heading.current?.focus();
  }, [step]);
  return heading;
}
