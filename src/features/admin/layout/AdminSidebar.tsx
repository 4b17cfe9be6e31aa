import { NavLink } from 'react-router-dom';
import { AdminIcon } from '../../../components/AdminIcon';
import { ADMIN_DASHBOARD_LINK, ADMIN_NAV } from '../../../content/adminNav';

interface AdminSidebarProps {
  expanded: string[];
  toggleGroup: (id: string) => void;
  /** Called when a link is followed (a phone's sidebar then closes). */
  afterNavigate: () => void;
}

export function AdminSidebar({ expanded, toggleGroup, afterNavigate }: AdminSidebarProps) {
  return (
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
  );
}
