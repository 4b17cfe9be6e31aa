import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { VendorProfile } from '../../../api/types';
import { Icon } from '../../../components/Icon';
import { initials } from '../../../lib/initials';
import { useDismiss } from '../../../lib/useDismiss';

interface VendorProfileMenuProps {
  vendor: VendorProfile | null;
  onLogout: () => void;
}

export function VendorProfileMenu({ vendor, onLogout }: VendorProfileMenuProps) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const name = vendor?.name || 'Vendor';

  useDismiss(open, box, () => setOpen(false));

  return (
    <div className="position-relative" ref={box}>
      <button
        type="button"
        className="btn btn-light btn-sm d-flex align-items-center gap-2"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Account menu for ${name}`}
        onClick={() => setOpen((value) => !value)}
      >
        {vendor?.profileImage ? (
          <img src={vendor.profileImage} alt="" width={28} height={28} className="rounded-circle object-fit-cover" />
        ) : (
          <span className="vendor-avatar rounded-circle" aria-hidden="true">
            {initials(name, 'V')}
          </span>
        )}
        <span className="d-none d-sm-inline text-truncate vendor-menu-name">{name}</span>
      </button>
      {open && (
        <ul id={menuId} aria-label="Account" className="dropdown-menu dropdown-menu-end show vendor-menu shadow-sm">
          <li>
            <Link className="dropdown-item" to="/vendor/profile" onClick={() => setOpen(false)}>
              <Icon name="person" /> Profile
            </Link>
          </li>
          <li>
            <Link className="dropdown-item" to="/vendor/settings" onClick={() => setOpen(false)}>
              <Icon name="gear" /> Settings
            </Link>
          </li>
          <li>
            <hr className="dropdown-divider" />
          </li>
          <li>
            <button type="button" className="dropdown-item" onClick={onLogout}>
              <Icon name="logout" /> Logout
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
