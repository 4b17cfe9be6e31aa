import { Link, useLocation } from 'react-router-dom';
import { loginPathFor } from '../../lib/next';
import '../../styles/components'; // Bootstrap's component styles: this part is not in the first paint

/** Ours: no text is given for a session that ends without a logout. */
export const SESSION_ENDED_TEXT = 'Your session has ended. Please log in again.';

/** A chunk of its own: most visits never show it (lib/routeGuards would pull the admin session in). */
export default function SessionEndedAlert({ onDismiss }: { onDismiss: () => void }) {
  const location = useLocation();
  return (
    <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2 py-2 my-2">
      <span className="me-auto">{SESSION_ENDED_TEXT}</span>
      <Link to={loginPathFor('/login', location)} className="btn btn-sm btn-primary" onClick={onDismiss}>
        Log in
      </Link>
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
