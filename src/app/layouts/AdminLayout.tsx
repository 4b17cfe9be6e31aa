import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { ADMIN_DASHBOARD_LINK, ADMIN_NAV } from '../../content/adminNav';
import './AdminLayout.css';

const DESKTOP = '(min-width: 992px)';

/** Admin panel layout (SPEC §2.12): sidebar that follows the window width, groups that expand and collapse. */
export default function AdminLayout() {
  const [open, setOpen] = useState(() => window.matchMedia?.(DESKTOP).matches ?? true);
  const [expanded, setExpanded] = useState<string[]>([]);

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

  return (
    <div className={`admin-shell ${open ? 'admin-open' : 'admin-closed'}`}>
      <header className="admin-topbar bg-white border-bottom d-flex align-items-center gap-2 px-3">
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          aria-label={open ? 'Close sidebar' : 'Open sidebar'}
          aria-expanded={open}
          aria-controls="admin-sidebar"
          onClick={() => setSidebar(!open)}
        >
          ☰
        </button>
        <Link to="/admin" className="fw-bold text-decoration-none text-brand me-auto">
          Admin Panel
        </Link>
        <span className="small text-end lh-sm">
          <span className="d-block fw-semibold">Administrator</span>
          <span className="text-body-secondary">Super Admin</span>
        </span>
      </header>
      <nav id="admin-sidebar" className="admin-sidebar bg-dark" aria-label="Admin">
        <NavLink to={ADMIN_DASHBOARD_LINK.to} end className="admin-nav-link">
          <span aria-hidden="true">▦</span> {ADMIN_DASHBOARD_LINK.label}
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
                <span aria-hidden="true">{group.icon}</span> {group.label}
                <span aria-hidden="true" className="ms-auto">
                  {isOpen ? '▾' : '▸'}
                </span>
              </button>
              {isOpen && (
                <ul id={`admin-group-${group.id}`} className="list-unstyled m-0">
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <NavLink to={link.to} end className="admin-nav-link admin-nav-sublink">
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          );
        })}
      </nav>
      {open && <button type="button" className="admin-overlay" aria-label="Close sidebar" onClick={() => setSidebar(false)} />}
      <main id="main" className="admin-content">
        <Outlet />
      </main>
      <footer className="admin-footer border-top small py-3 px-3 d-flex flex-wrap gap-3">
        <Link to="/admin">Dashboard</Link>
        <Link to="/admin/categories">Categories</Link>
        <Link to="/admin/services">Services</Link>
        <Link to="/admin/users">Users</Link>
        <Link to="/admin/reports">Reports</Link>
      </footer>
    </div>
  );
}
