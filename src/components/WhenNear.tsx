import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

interface WhenNearProps {
  children: ReactNode;
  /** Generous, so nobody scrolls onto an empty block. */
  rootMargin?: string;
  /** Holds the place so the page does not jump; a class, as prerendered HTML's CSP refuses style attributes. */
  placeholderClassName?: string;
}

/** Below-the-fold parts whose code should not weigh on the first visit (at once without IntersectionObserver). */
export function WhenNear({ children, rootMargin = '600px 0px', placeholderClassName }: WhenNearProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  // Never near in the build's prerender (no window): the HTML holds the placeholder, as hydration will.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const target = sentinel.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      { rootMargin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  const placeholder = <div ref={sentinel} className={placeholderClassName} aria-hidden="true" />;
  return near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
