import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { AdminFooter } from '../../features/admin/layout/AdminFooter';
import { AdminSidebar } from '../../features/admin/layout/AdminSidebar';
import { AdminTopBar } from '../../features/admin/layout/AdminTopBar';
import { useAdminSidebar } from '../../features/admin/layout/useAdminSidebar';
import { loginPathFor } from '../../lib/next';
import { adminLoggedOutHere, useAdminSignedIn } from '../../lib/adminSession';
import { useAdminSessionEnd } from '../../lib/useAdminSessionEnd';
import { ADMIN_LOGIN } from '../../lib/routeGuards';
import './AdminLayout.css';

/** Only a signed-in admin sees it; anyone else is sent to the admin login (docs/decisions.md). */
export default function AdminLayout() {
  const signedIn = useAdminSignedIn();
  const location = useLocation();
  const { open, setSidebar, expanded, toggleGroup, afterNavigate } = useAdminSidebar(location.pathname);
  useAdminSessionEnd(ADMIN_LOGIN);
  // The route's middleware guards the first render; this follows a logout here or in another tab, and a session
  // that ended, while the page is open. Only an ended session brings the admin back to this page after the login.
  if (!signedIn)
    return <Navigate to={adminLoggedOutHere() ? ADMIN_LOGIN : loginPathFor(ADMIN_LOGIN, location)} replace />;
  return (
    <div className={`admin-shell ${open ? 'admin-open' : 'admin-closed'}`}>
      <a href="#main" className="visually-hidden-focusable admin-skip">
        Skip to content
      </a>
      <AdminTopBar open={open} onToggle={() => setSidebar(!open)} />
      <AdminSidebar expanded={expanded} toggleGroup={toggleGroup} afterNavigate={afterNavigate} />
      {open && (
        <button
          type="button"
          className="admin-overlay"
          aria-label="Close sidebar"
          tabIndex={-1}
          onClick={() => setSidebar(false)}
        />
      )}
      <main id="main" className="admin-content" tabIndex={-1}>
        <Outlet />
      </main>
      <AdminFooter />
    </div>
  );
}
