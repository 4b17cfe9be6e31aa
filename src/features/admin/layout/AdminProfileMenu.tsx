import { useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { Link } from 'react-router-dom';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { ADMIN_IDENTITY } from '../../../content/adminNotifications';
import { clearAdminSession } from '../../../lib/adminSession';

export function AdminProfileMenu() {
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
