import { useEffect, useState, type FormEvent } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { Link, Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { AdminIcon } from '../../components/AdminIcon';
import { ConfirmModal } from '../../components/ConfirmModal';
import { ADMIN_DASHBOARD_LINK, ADMIN_NAV, type AdminNavGroup } from '../../content/adminNav';
import { ADMIN_IDENTITY, ADMIN_NOTIFICATIONS } from '../../content/adminNotifications';
import { ADMIN_SESSION_KEY, clearAdminSession, readAdminSession } from '../../lib/adminSession';
import { loginPathFor } from '../../lib/next';
import { useAdminSessionEnd } from '../../lib/useAdminSessionEnd';
import { ADMIN_LOGIN } from '../guards';
import './AdminLayout.css';

const DESKTOP = '(min-width: 992px)';
const isDesktop = () => window.matchMedia?.(DESKTOP).matches ?? true;

const groupOf = (pathname: string): AdminNavGroup | undefined => {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return ADMIN_NAV.find((group) => group.links.some((link) => path === link.to || path.startsWith(`${link.to}/`)));
};

/** The signed-in admin, following logins and logouts in other tabs. */
function useAdminSignedIn(): boolean {
  const [signedIn, setSignedIn] = useState(() => readAdminSession() !== null);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === ADMIN_SESSION_KEY) setSignedIn(readAdminSession() !== null);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return signedIn;
}

/**
 * Admin panel layout (SPEC §2.12). Only a signed-in admin sees it; anyone else is sent to the admin login
 * (the spec leaves guards open: docs/decisions.md).
 */
export default function AdminLayout() {
  const signedIn = useAdminSignedIn();
  const location = useLocation();
  useAdminSessionEnd(ADMIN_LOGIN);
  // The route's loader guards the first render; this follows a logout in another tab while the page is open.
  if (!signedIn) return <Navigate to={loginPathFor(ADMIN_LOGIN, location)} replace />;
  return <AdminShell />;
}

function AdminShell() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(isDesktop);
  // The group of the page we open on starts expanded, when the sidebar shows.
  const [expanded, setExpanded] = useState<string[]>(() => {
    const group = groupOf(pathname);
    return group && isDesktop() ? [group.id] : [];
  });
  const [confirmLogout, setConfirmLogout] = useState(false);

  // Closing the sidebar folds every group (SPEC §4).
  const setSidebar = (next: boolean) => {
    setOpen(next);
    if (!next) setExpanded([]);
  };

  useEffect(() => {
    const query = window.matchMedia?.(DESKTOP);
    if (!query) return;
    const follow = () => {
      setOpen(query.matches);
      if (!query.matches) setExpanded([]);
    };
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);

  const toggleGroup = (id: string) =>
    setExpanded((current) => (current.includes(id) ? current.filter((g) => g !== id) : [...current, id]));

  // On a phone the sidebar lies over the page: following a link closes it.
  const afterNavigate = () => {
    if (!isDesktop()) setSidebar(false);
  };

  const logout = () => {
    setConfirmLogout(false);
    clearAdminSession();
    navigate('/admin/login', { replace: true });
  };

  return (
    <div className={`admin-shell ${open ? 'admin-open' : 'admin-closed'}`}>
      <a href="#main" className="visually-hidden-focusable admin-skip">
        Skip to content
      </a>
      <header className="admin-topbar bg-white border-bottom d-flex align-items-center gap-2 px-2 px-sm-3">
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm admin-toggle"
          aria-label={open ? 'Close sidebar' : 'Open sidebar'}
          aria-expanded={open}
          aria-controls="admin-sidebar"
          onClick={() => setSidebar(!open)}
        >
          <span aria-hidden="true">☰</span>
        </button>
        <Link to="/admin" className="fw-bold text-decoration-none text-brand text-nowrap">
          Admin Panel
        </Link>
        <form
          role="search"
          className="admin-search d-none d-md-block ms-3"
          onSubmit={(e: FormEvent) => e.preventDefault()}
        >
          <div className="input-group input-group-sm">
            <label htmlFor="admin-search" className="input-group-text">
              Search
            </label>
            <input id="admin-search" type="search" className="form-control" placeholder="Search users, services..." />
          </div>
        </form>
        <div className="ms-auto d-flex align-items-center gap-1 gap-sm-2">
          <Dropdown align="end">
            <Dropdown.Toggle
              variant="light"
              size="sm"
              id="admin-notifications"
              className="position-relative admin-icon-button"
              aria-label={`Notifications, ${ADMIN_NOTIFICATIONS.length} new`}
            >
              <AdminIcon name="bell" />
              <span className="badge rounded-pill text-bg-danger admin-badge" aria-hidden="true">
                {ADMIN_NOTIFICATIONS.length}
              </span>
            </Dropdown.Toggle>
            <Dropdown.Menu className="admin-notification-menu shadow">
              <Dropdown.Header as="h2" className="h6 mb-0">
                Notifications
              </Dropdown.Header>
              {ADMIN_NOTIFICATIONS.map((item) => (
                <Dropdown.Item
                  key={item.id}
                  as={Link}
                  to="/admin/notifications"
                  className="d-flex gap-2 py-2 text-wrap"
                >
                  <AdminIcon name={item.icon} className="flex-shrink-0 mt-1 text-brand" />
                  <span>
                    <span className="d-block small">{item.title}</span>
                    <span className="d-block small text-body-secondary">{item.time}</span>
                  </span>
                </Dropdown.Item>
              ))}
              <Dropdown.Divider />
              <Dropdown.Item as={Link} to="/admin/notifications" className="text-center small fw-semibold">
                View all notifications
              </Dropdown.Item>
            </Dropdown.Menu>
          </Dropdown>
          <Dropdown align="end">
            <Dropdown.Toggle variant="light" size="sm" id="admin-profile" className="d-flex align-items-center gap-2">
              <span className="admin-avatar" aria-hidden="true">
                A
              </span>
              <span className="admin-identity text-start lh-sm">
                <span className="d-block fw-semibold">{ADMIN_IDENTITY.name}</span>
                <span className="d-block small text-body-secondary">{ADMIN_IDENTITY.role}</span>
              </span>
            </Dropdown.Toggle>
            <Dropdown.Menu className="shadow">
              <Dropdown.Item as={Link} to="/admin/profile">
                Profile
              </Dropdown.Item>
              <Dropdown.Item as={Link} to="/admin/settings">
                Settings
              </Dropdown.Item>
              <Dropdown.Item as={Link} to="/admin/help">
                Help
              </Dropdown.Item>
              <Dropdown.Divider />
              <Dropdown.Item as="button" type="button" className="text-danger" onClick={() => setConfirmLogout(true)}>
                Logout
              </Dropdown.Item>
            </Dropdown.Menu>
          </Dropdown>
        </div>
      </header>

      <nav id="admin-sidebar" className="admin-sidebar bg-dark" aria-label="Admin">
        <NavLink to={ADMIN_DASHBOARD_LINK.to} end className="admin-nav-link" onClick={afterNavigate}>
          <AdminIcon name="dashboard" /> {ADMIN_DASHBOARD_LINK.label}
        </NavLink>
        {ADMIN_NAV.map((group) => {
          const isOpen = expanded.includes(group.id);
          return (
            <div key={group.id}>
              <button
                type="button"
                className="admin-nav-link admin-group-toggle"
                aria-expanded={isOpen}
                aria-controls={`admin-group-${group.id}`}
                onClick={() => toggleGroup(group.id)}
              >
                <AdminIcon name={group.icon} /> {group.label}
                <span aria-hidden="true" className="ms-auto">
                  {isOpen ? '▾' : '▸'}
                </span>
              </button>
              {isOpen && (
                <ul id={`admin-group-${group.id}`} className="list-unstyled m-0">
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <NavLink to={link.to} end className="admin-nav-link admin-nav-sublink" onClick={afterNavigate}>
                        {link.label}
                        {link.badge !== undefined && (
                          <span className="badge rounded-pill text-bg-warning ms-auto">{link.badge}</span>
                        )}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        })}
      </nav>
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

      <ConfirmModal
        show={confirmLogout}
        title="Logout"
        confirmLabel="Logout"
        onConfirm={logout}
        onCancel={() => setConfirmLogout(false)}
      >
        Are you sure you want to logout?
      </ConfirmModal>
    </div>
  );
}

const FOOTER_LINKS = [
  { to: '/admin', label: 'Dashboard' },
  { to: '/admin/categories', label: 'Categories' },
  { to: '/admin/services', label: 'Services' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/reports', label: 'Reports' },
];
/** SPEC §2.12: the footer's other links are placeholders; they lead to the admin help page until it has content. */
const FOOTER_RESOURCES = ['Documentation', 'API Reference', 'Support Center', 'Privacy Policy', 'Terms of Service'];

function AdminFooter() {
  return (
    <footer className="admin-footer bg-white border-top small py-4 px-3">
      <div className="row g-4">
        <div className="col-12 col-md-6 col-xl-3">
          <h2 className="h6">HomeEase Admin</h2>
          <p className="text-body-secondary mb-0">Manage the catalogue, vendors and bookings of the marketplace.</p>
        </div>
        <div className="col-6 col-md-3 col-xl-2">
          <h2 className="h6">Quick Links</h2>
          <ul className="list-unstyled mb-0">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </div>
        <div className="col-6 col-md-3 col-xl-3">
          <h2 className="h6">Resources</h2>
          <ul className="list-unstyled mb-0">
            {FOOTER_RESOURCES.map((label) => (
              <li key={label}>
                <Link to="/admin/help">{label}</Link>
              </li>
            ))}
          </ul>
        </div>
        <div className="col-12 col-xl-4">
          <h2 className="h6">Newsletter</h2>
          <form className="d-flex gap-2 align-items-end" onSubmit={(e: FormEvent) => e.preventDefault()}>
            <div className="flex-grow-1">
              <label htmlFor="admin-newsletter" className="form-label text-body-secondary">
                Product updates for administrators, by e-mail
              </label>
              <input
                id="admin-newsletter"
                type="email"
                className="form-control form-control-sm"
                placeholder="you@example.com"
              />
            </div>
            <button type="submit" className="btn btn-primary btn-sm">
              Subscribe
            </button>
          </form>
        </div>
      </div>
      <p className="text-body-secondary mt-4 mb-0">© {new Date().getFullYear()} HomeEase. All rights reserved.</p>
    </footer>
  );
}
