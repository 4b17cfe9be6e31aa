/**
 * "Demo data": on every page of a build that runs on the mock backend (`npm run build:demo`, the dev server), so
 * nobody takes its made-up accounts, bookings and prices for real ones. It lives with the mock panel, which only
 * those builds load: a production bundle cannot carry it.
 */
import { useEffect, type CSSProperties } from 'react';

/** Room the marker and the mock toggle take at the bottom of the screen. */
const BOTTOM_ROOM = '3.5rem';

/**
 * Small, in the bottom-left corner (the mock toggle has the right one), above a bar a page fixes to the bottom
 * (`--bottom-bar-height`), one layer under the toggle so the toggle stays whole even where a narrow screen brings
 * them close. Clicks go through it to the page. Dark on yellow: about 12:1, past WCAG AA's 4.5:1.
 */
const markerStyle: CSSProperties = {
  position: 'fixed',
  left: 12,
  bottom: 'calc(12px + var(--bottom-bar-height, 0px))',
  zIndex: 1034,
  pointerEvents: 'none',
  margin: 0,
  padding: '0.2rem 0.6rem',
  borderRadius: '1rem',
  background: '#ffd43b',
  color: '#1f1f1f',
  border: '1px solid #1f1f1f',
  fontSize: '0.8125rem',
  fontWeight: 600,
  lineHeight: 1.4,
  whiteSpace: 'nowrap',
};

export function DemoMarker() {
  // Focus moved by the keyboard is scrolled clear of the bottom corners, so the marker never hides it (WCAG 2.4.11).
  useEffect(() => {
    const root = document.documentElement.style;
    const before = root.scrollPaddingBottom;
    root.scrollPaddingBottom = BOTTOM_ROOM;
    return () => {
      root.scrollPaddingBottom = before;
    };
  }, []);
  return (
    <p style={markerStyle} data-testid="demo-marker">
      Demo data
      <span className="visually-hidden">: this site runs on a mock backend; its accounts and records are made up.</span>
    </p>
  );
}
