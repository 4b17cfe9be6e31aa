import Dropdown from 'react-bootstrap/Dropdown';
import { Link } from 'react-router-dom';
import { AdminIcon } from '../../../components/AdminIcon';
import { ADMIN_NOTIFICATIONS } from '../../../content/adminNotifications';

export function AdminNotifications() {
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
