/**
 * "Demo data", so nobody takes the mock's made-up records for real ones; it lives with the mock panel, so no
 * production bundle can carry it. On a phone the toggle alone shows "Demo" (mockPanel.css).
 */ import { useEffect } from 'react';
import './mockPanel.css';

/** Room the marker and the mock toggle take at the bottom of the screen. */
const BOTTOM_ROOM = '3.5rem';
/** On <html>: the page keeps room at its end for the corner pieces (mockPanel.css). */
const ROOM_CLASS = 'has-demo-corner';

export function DemoMarker() {
  // Focus moved by the keyboard is scrolled clear of the bottom corners, so the marker never hides it (WCAG 2.4.11),
  // and the end of the page scrolls clear of them too.
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.scrollPaddingBottom;
    root.style.scrollPaddingBottom = BOTTOM_ROOM;
    root.classList.add(ROOM_CLASS);
    return () => {
      root.style.scrollPaddingBottom = before;
      root.classList.remove(ROOM_CLASS);
    };
  }, []);
  return (
    <p className="demo-marker" data-testid="demo-marker">
      Demo data
      <span className="visually-hidden">: this site runs on a mock backend; its accounts and records are made up.</span>
    </p>
  );
}
