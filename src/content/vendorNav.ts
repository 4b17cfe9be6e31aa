/** Vendor portal sidebar of SPEC §2.11, with the static badges it shows. */
export interface VendorNavItem {
  to: string;
  label: string;
  icon: string;
  badge?: number;
}

export const VENDOR_NAV: VendorNavItem[] = [
  { to: '/vendor/dashboard', label: 'Dashboard', icon: '▦' },
  { to: '/vendor/services', label: 'My Services', icon: '🧰', badge: 5 },
  { to: '/vendor/bookings', label: 'Bookings', icon: '📅', badge: 12 },
  { to: '/vendor/reviews', label: 'Reviews', icon: '★' },
  { to: '/vendor/earnings', label: 'Earnings', icon: '₹' },
  { to: '/vendor/analytics', label: 'Analytics', icon: '📈' },
  { to: '/vendor/profile', label: 'Profile', icon: '👤' },
  { to: '/vendor/settings', label: 'Settings', icon: '⚙' },
];

/** Paths under /vendor that are shown without the sidebar offset (SPEC §2.11). */
export const VENDOR_PATHS_WITHOUT_SIDEBAR = ['/vendor', '/vendor/login', '/vendor/register'];
