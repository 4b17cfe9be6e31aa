import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

interface WhenNearProps {
  /** Usually a React.lazy component: its code downloads only once this part of the page comes near. */
  children: ReactNode;
  /** How far outside the screen "near" starts; generous, so nobody scrolls onto an empty block. */
  rootMargin?: string;
  /**
   * The placeholder's class, which holds the place meanwhile so the page does not jump (min-height, background…):
   * a class, as the placeholder is in prerendered HTML, whose CSP refuses style attributes.
   */
  placeholderClassName?: string;
}

/**
 * Renders its children once they come near the screen (at once where IntersectionObserver is missing).
 * For below-the-fold parts of a page whose code should not weigh on the first visit (ARCHITECTURE "Budgets").
 */
export function WhenNear({ children, rootMargin = '600px 0px', placeholderClassName }: WhenNearProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  // Never near in the build's prerender (no window): the HTML holds the placeholder, as hydration will.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const target = sentinel.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      {
        rootMargin,
      },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  const placeholder = <div ref={sentinel} className={placeholderClassName} aria-hidden="true" />;
  return near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
