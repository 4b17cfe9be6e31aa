import { useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { Icon } from '../../components/Icon';
import { Logo } from '../../components/Logo';
import { VENDOR_NAV, VENDOR_PATHS_WITHOUT_SIDEBAR } from '../../content/vendorNav';
import { readStored } from '../../lib/storage';
import './VendorLayout.css';

/** Vendor portal layout (SPEC §2.11): collapsible sidebar, top bar, footer. */
export default function VendorLayout() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(true);
  const loggedIn = Boolean(readStored('vendorToken'));
  const withSidebar = loggedIn && !VENDOR_PATHS_WITHOUT_SIDEBAR.includes(pathname.replace(/\/$/, '') || '/');

  return (
    <div className={`vendor-shell ${withSidebar ? 'with-sidebar' : ''} ${open ? 'sidebar-open' : 'sidebar-collapsed'}`}>
      <header className="vendor-topbar border-bottom bg-white d-flex align-items-center px-3 gap-2">
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
        <Link to="/vendor" className="text-decoration-none me-auto" aria-label="Vendor home">
          <Logo height={36} />
        </Link>
        {!loggedIn && (
          <>
            <Link to="/loginvendor" className="btn btn-outline-primary btn-sm text-nowrap">
              Login
            </Link>
            <Link to="/registervendor" className="btn btn-primary btn-sm text-nowrap">
              Join as Vendor
            </Link>
          </>
        )}
      </header>
      {withSidebar && (
        <nav id="vendor-sidebar" className="vendor-sidebar bg-dark" aria-label="Vendor">
          <ul className="list-unstyled m-0 py-2">
            {VENDOR_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="vendor-nav-link" title={item.label}>
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
      <main id="main" className="vendor-content">
        <Outlet />
      </main>
      <footer className="vendor-footer border-top small text-body-secondary py-3 px-3">
        © 2024 Vendor Portal. All rights reserved.
      </footer>
    </div>
  );
}
