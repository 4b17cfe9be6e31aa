/** Vendor portal sidebar of SPEC §2.11, with the static badges it shows. */
// Icon names as literals (`as const`): the sidebar that draws them checks each against the icon table.
const NAV = [
  { to: '/vendor/dashboard', label: 'Dashboard', icon: 'grid' },
  { to: '/vendor/services', label: 'My Services', icon: 'tools', badge: 5 },
  { to: '/vendor/bookings', label: 'Bookings', icon: 'calendar', badge: 12 },
  { to: '/vendor/reviews', label: 'Reviews', icon: 'star' },
  { to: '/vendor/earnings', label: 'Earnings', icon: 'rupee' },
  { to: '/vendor/analytics', label: 'Analytics', icon: 'chart' },
  { to: '/vendor/profile', label: 'Profile', icon: 'person' },
  { to: '/vendor/settings', label: 'Settings', icon: 'gear' },
] as const;
export interface VendorNavItem {
  to: string;
  label: string;
  icon: (typeof NAV)[number]['icon'];
  badge?: number;
}
export const VENDOR_NAV: readonly VendorNavItem[] = NAV;

/** Paths under /vendor that are shown without the sidebar offset (SPEC §2.11). */
export const VENDOR_PATHS_WITHOUT_SIDEBAR = ['/vendor', '/vendor/login', '/vendor/register'];
