import { useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { Link } from 'react-router-dom';
import { AdminIcon } from '../../../components/AdminIcon';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { ADMIN_IDENTITY, ADMIN_NOTIFICATIONS } from '../../../content/adminNotifications';
import { clearAdminSession } from '../../../lib/adminSession';

interface AdminTopBarProps {
  /** Whether the sidebar is open (the toggle says so and offers the other). */
  open: boolean;
  onToggle: () => void;
}

export function AdminTopBar({ open, onToggle }: AdminTopBarProps) {
  return (
    <header className="admin-topbar bg-white border-bottom d-flex align-items-center gap-2 px-2 px-sm-3">
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm admin-toggle"
        aria-label={open ? 'Close sidebar' : 'Open sidebar'}
        aria-expanded={open}
        aria-controls="admin-sidebar"
        onClick={onToggle}
      >
        <span aria-hidden="true">☰</span>
      </button>
      <Link to="/admin" className="fw-bold text-decoration-none text-brand text-nowrap">
        Admin Panel
      </Link>
      <form role="search" className="admin-search d-none d-md-block ms-3" onSubmit={(e) => e.preventDefault()}>
        <div className="input-group input-group-sm">
          <label htmlFor="admin-search" className="input-group-text">
            Search
          </label>
          <input id="admin-search" type="search" className="form-control" placeholder="Search users, services..." />
        </div>
      </form>
      <div className="ms-auto d-flex align-items-center gap-1 gap-sm-2">
        <AdminNotifications />
        <AdminProfileMenu />
      </div>
    </header>
  );
}

function AdminNotifications() {
  return (
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
          <Dropdown.Item key={item.id} as={Link} to="/admin/notifications" className="d-flex gap-2 py-2 text-wrap">
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
  );
}

function AdminProfileMenu() {
  const [confirmLogout, setConfirmLogout] = useState(false);

  const logout = () => {
    setConfirmLogout(false);
    clearAdminSession(); // the layout, signed out, opens the login
  };

  return (
    <>
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
          {(['Profile', 'Settings', 'Help'] as const).map((label) => (
            <Dropdown.Item key={label} as={Link} to={`/admin/${label.toLowerCase()}`}>
              {label}
            </Dropdown.Item>
          ))}
          <Dropdown.Divider />
          <Dropdown.Item as="button" type="button" className="text-danger" onClick={() => setConfirmLogout(true)}>
            Logout
          </Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>
      <ConfirmModal
        show={confirmLogout}
        title="Logout"
        confirmLabel="Logout"
        onConfirm={logout}
        onCancel={() => setConfirmLogout(false)}
      >
        Are you sure you want to logout?
      </ConfirmModal>
    </>
  );
}
