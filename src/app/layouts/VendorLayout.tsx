import { useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { Icon } from '../../components/Icon';
import { Logo } from '../../components/Logo';
import { VendorBreadcrumb } from '../../features/vendor/layout/VendorBreadcrumb';
import { VendorProfileMenu } from '../../features/vendor/layout/VendorProfileMenu';
import { VENDOR_NAV, VENDOR_PATHS_WITHOUT_SIDEBAR } from '../../content/vendorNav';
import { useVendorSession } from '../../lib/vendorSession';
import './VendorLayout.css';

const DESKTOP = '(min-width: 992px)';
const isDesktop = () => typeof window === 'undefined' || !window.matchMedia || window.matchMedia(DESKTOP).matches;

/** The sidebar belongs to the signed-in portal: not to its home, its login or its registration. */
export function hasSidebarOffset(pathname: string): boolean {
  const path = pathname.replace(/\/$/, '') || '/';
  return path.startsWith('/vendor/') && !VENDOR_PATHS_WITHOUT_SIDEBAR.includes(path);
}

export default function VendorLayout() {
  const { pathname } = useLocation();
  const session = useVendorSession();
  // Open by default; on a phone an open sidebar covers the page, so it starts closed there.
  const [open, setOpen] = useState(isDesktop);
  const withSidebar = session.loggedIn && hasSidebarOffset(pathname);

  return (
    <div className={`vendor-shell ${withSidebar ? 'with-sidebar' : ''} ${open ? 'sidebar-open' : 'sidebar-collapsed'}`}>
      <a className="visually-hidden-focusable skip-link" href="#main">
        Skip to content
      </a>
      <header className="vendor-topbar border-bottom bg-white d-flex align-items-center px-2 px-sm-3 gap-2">
        {withSidebar && (
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            aria-label={open ? 'Collapse sidebar' : 'Expand sidebar'}
            aria-expanded={open}
            aria-controls="vendor-sidebar"
            onClick={() => setOpen((value) => !value)}
          >
            <Icon name="menu" />
          </button>
        )}
        <Link to="/vendor" className="text-decoration-none" aria-label="Vendor home">
          <Logo height={36} />
        </Link>
        <VendorBreadcrumb pathname={pathname} />
        <div className="ms-auto d-flex align-items-center gap-2">
          {session.loggedIn ? (
            <VendorProfileMenu vendor={session.vendor} onLogout={session.logout} />
          ) : (
            <>
              <Link to="/loginvendor" className="btn btn-outline-primary btn-sm text-nowrap">
                Login
              </Link>
              <Link to="/registervendor" className="btn btn-primary btn-sm text-nowrap">
                Join as Vendor
              </Link>
            </>
          )}
        </div>
      </header>
      {withSidebar && (
        <nav
          id="vendor-sidebar"
          className="vendor-sidebar bg-dark"
          aria-label="Vendor"
          // A collapsed sidebar on a phone is hidden: keep it out of the keyboard order too.
          inert={!open && !isDesktop() ? true : undefined}
        >
          <ul className="list-unstyled m-0 py-2">
            {VENDOR_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className="vendor-nav-link"
                  title={item.label}
                  // A collapsed sidebar hides the labels: the link keeps its name (and badge count) for screen readers.
                  aria-label={item.badge === undefined ? item.label : `${item.label} (${item.badge})`}
                  // Following a link on a phone closes the overlay.
                  onClick={() => !isDesktop() && setOpen(false)}
                >
                  <Icon name={item.icon} className="vendor-nav-icon" />
                  <span className="vendor-nav-label">{item.label}</span>
                  {item.badge !== undefined && (
                    <span className="badge bg-primary ms-auto vendor-nav-label">{item.badge}</span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {withSidebar && open && (
        <button
          type="button"
          className="vendor-overlay d-lg-none"
          aria-label="Close sidebar"
          onClick={() => setOpen(false)}
        />
      )}
      <main id="main" className="vendor-content" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="vendor-footer border-top small text-body-secondary py-3 px-3">
        © 2024 Vendor Portal. All rights reserved.
      </footer>
    </div>
  );
}
