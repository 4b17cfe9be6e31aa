/** "Demo data", so nobody takes the made-up records for real; with the mock panel, so no production bundle has it. */
import { useEffect } from 'react';
import './mockPanel.css';

export function DemoMarker() {
  // Focus moved by the keyboard is scrolled clear of the marker and the mock toggle at the bottom corners, so the
  // marker never hides it (WCAG 2.4.11); the class on <html> keeps room for them at the page's end (mockPanel.css).
  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.scrollPaddingBottom;
    root.style.scrollPaddingBottom = '3.5rem';
    root.classList.add('has-demo-corner');
    return () => {
      root.style.scrollPaddingBottom = before;
      root.classList.remove('has-demo-corner');
    };
  }, []);
  return (
    <p className="demo-marker" data-testid="demo-marker">
      Demo data
      <span className="visually-hidden">: this site runs on a mock backend; its accounts and records are made up.</span>
    </p>
  );
}
