import type { MouseEvent } from 'react';
import { useRevalidator } from 'react-router-dom';

/** What a catalogue page shows where a list would be when it could not be read (docs/decisions.md). */
export const readFailedText = (what: string) => `We couldn't load the ${what}. Please try again.`;

interface ReadFailedProps {
  /** The list that failed, as the text names it: 'categories', 'subcategories', 'packages'. */
  what: string;
  /** The notice's layout where it stands (a box in place of a list, a line under a row of tiles). */
  className?: string;
}

/**
 * Says, in place of a list, that it could not be read, and reads again through the router: the route's loader runs
 * again for the same URL, so the chosen filters stay. Announced as an alert: a failure that simply appears is missed.
 */
export function ReadFailed({ what, className = 'd-flex flex-wrap align-items-center gap-2 small' }: ReadFailedProps) {
  const { revalidate, state } = useRevalidator();
  const tryAgain = (event: MouseEvent<HTMLButtonElement>) => {
    // The notice goes as the read starts again; focus waits on the list's section rather than falling to the page.
    const section = event.currentTarget.closest<HTMLElement>('section');
    if (section) {
      if (!section.hasAttribute('tabindex')) section.tabIndex = -1;
      section.focus({ preventScroll: true });
    }
    void revalidate();
  };
  return (
    <div role="alert" className={className}>
      <p className="m-0">{readFailedText(what)}</p>
      <button
        type="button"
        className="btn btn-outline-primary btn-sm"
        disabled={state === 'loading'}
        onClick={tryAgain}
      >
        Try again
      </button>
    </div>
  );
}
