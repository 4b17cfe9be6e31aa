import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { AdminNotifications } from './AdminNotifications';
import { AdminProfileMenu } from './AdminProfileMenu';

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
        <AdminNotifications />
        <AdminProfileMenu />
      </div>
    </header>
  );
}
