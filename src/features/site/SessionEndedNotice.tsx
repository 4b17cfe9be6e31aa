import { Link, useLocation } from 'react-router-dom';
import { SESSION_ENDED_TEXT, useSessionEndedNotice } from '../../lib/customerSession';
import { loginPathFor } from '../../lib/next';

/**
 * Tells the customer, politely, that their session ended on its own (expired, or refused by the server), with a
 * login that brings them back here (app/guards is not imported: it would pull the admin session into the shell). The live region is always on the page so screen readers announce the text.
 */
export function SessionEndedNotice() {
  const { show, dismiss } = useSessionEndedNotice();
  const location = useLocation();
  return (
    <div role="status" aria-live="polite" className="container">
      {show && (
        <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2 py-2 my-2">
          <span className="me-auto">{SESSION_ENDED_TEXT}</span>
          <Link to={loginPathFor('/login', location)} className="btn btn-sm btn-primary" onClick={dismiss}>
            Log in
          </Link>
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={dismiss}>
            Dismiss
          </button>
        </div>
      )}
    </div>
  );
}
