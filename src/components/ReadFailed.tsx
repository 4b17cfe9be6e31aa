import type { MouseEvent } from 'react';
import { useRevalidator } from 'react-router-dom';

export const readFailedText = (what: string) => `We couldn't load the ${what}. Please try again.`;

interface ReadFailedProps {
  what: string;
  className?: string;
}

/** Reads again through the router, so the chosen filters stay. An alert: a failure that simply appears is missed. */
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
