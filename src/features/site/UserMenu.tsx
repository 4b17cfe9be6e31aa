import { useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { CustomerUser } from '../../api/types';
import { SiteIcon } from '../../components/SiteIcon';
import { profileImageUrl } from '../../lib/uploads';
import { initials } from '../../lib/initials';
import { useDismiss } from '../../lib/useDismiss';
import '../../styles/components'; // Bootstrap's component styles: this part is not in the first paint

const MENU_LINKS = [
  { to: '/profile', label: 'My Profile' },
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/bookings', label: 'My Bookings' },
  { to: '/orders', label: 'My Orders' },
  { to: '/settings', label: 'Settings' },
];

function Avatar({ user, size = 32 }: { user: CustomerUser; size?: number }) {
  const src = profileImageUrl(user.profile_image);
  const [broken, setBroken] = useState<string | null>(null);
  if (src && broken !== src) {
    return (
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        className="rounded-circle object-fit-cover flex-shrink-0"
        onError={() => setBroken(src)}
      />
    );
  }
  return (
    <span
      className="user-initials rounded-circle bg-brand flex-shrink-0"
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      {initials(user.name ?? '', '?')}
    </span>
  );
}

/** A disclosure that closes on an outside click, Escape or navigation. */
export default function UserMenu({ user, onLogout }: { user: CustomerUser; onLogout: () => void }) {
  const { pathname } = useLocation();
  // Open for the page it was opened on: navigating anywhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useDismiss(open, root, (byKey) => {
    close();
    if (byKey) button.current?.focus();
  });

  const firstName = (user.name ?? '').split(/\s+/)[0] || 'Account';
  return (
    <div className="position-relative" ref={root}>
      <button
        ref={button}
        type="button"
        className="user-menu-button btn btn-light border d-flex align-items-center gap-2 rounded-pill"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Account menu for ${user.name || firstName}`}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <Avatar user={user} />
        <span className="text-truncate user-menu-name">{firstName}</span>
        <SiteIcon name="chevronDown" size={16} className="user-menu-chevron" />
      </button>
      <div
        id={menuId}
        className={`dropdown-menu dropdown-menu-end user-menu shadow ${open ? 'show' : ''}`}
        hidden={!open}
      >
        <p className="px-3 pt-1 pb-2 mb-1 border-bottom small">
          <span className="d-block fw-semibold text-truncate">{user.name}</span>
          <span className="d-block text-body-secondary text-truncate">{user.email}</span>
        </p>
        <ul className="list-unstyled m-0">
          {MENU_LINKS.map((link) => (
            <li key={link.to}>
              <Link className="dropdown-item" to={link.to} onClick={close}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <hr className="dropdown-divider" />
          </li>
          <li>
            <button
              type="button"
              className="dropdown-item d-flex align-items-center gap-2"
              onClick={() => {
                close();
                onLogout();
              }}
            >
              <SiteIcon name="logout" size={16} />
              Logout
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
