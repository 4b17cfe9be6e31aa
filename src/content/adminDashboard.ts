import type { AdminIconName } from './adminNav';

/**
 * The admin dashboard's hard-coded content (SPEC §1 "static content", §2.12): it makes no calls (§7).
 */
export interface DashboardCount {
  id: 'categories' | 'subcategories' | 'services' | 'vendors' | 'bookings' | 'users';
  label: string;
  value: number;
  icon: AdminIconName;
  to: string;
  /** Bootstrap colour of the icon tile. */
  tone: 'primary' | 'success' | 'info' | 'warning' | 'danger' | 'secondary';
}

export const DASHBOARD_COUNTS: DashboardCount[] = [
  { id: 'categories', label: 'Categories', value: 15, icon: 'categories', to: '/admin/categories', tone: 'primary' },
  {
    id: 'subcategories',
    label: 'Subcategories',
    value: 48,
    icon: 'subcategories',
    to: '/admin/subcategories',
    tone: 'info',
  },
  { id: 'services', label: 'Services', value: 156, icon: 'services', to: '/admin/services', tone: 'success' },
  { id: 'vendors', label: 'Vendors', value: 89, icon: 'vendors', to: '/admin/vendors', tone: 'warning' },
  { id: 'bookings', label: 'Bookings', value: 1247, icon: 'bookings', to: '/admin/bookings', tone: 'danger' },
  { id: 'users', label: 'Users', value: 3582, icon: 'users', to: '/admin/users', tone: 'secondary' },
];

export interface DashboardActivity {
  id: number;
  icon: AdminIconName;
  text: string;
  time: string;
}

export const RECENT_ACTIVITIES: DashboardActivity[] = [
  { id: 1, icon: 'categories', text: 'New category "Home Interior" was added', time: '2 hours ago' },
  { id: 2, icon: 'vendors', text: 'Vendor "Sharma Electricals" completed verification', time: '4 hours ago' },
  { id: 3, icon: 'bookings', text: '24 new bookings were placed in Gurgaon', time: '6 hours ago' },
  { id: 4, icon: 'reviews', text: 'A 5-star review was posted for "AC Service & Repair"', time: 'Yesterday' },
  { id: 5, icon: 'edit', text: 'Service "Full Home Deep Cleaning" was updated', time: '2 days ago' },
];

export interface OverviewMetric {
  label: string;
  /** Percent, 0 to 100. */
  value: number;
  tone: 'primary' | 'success' | 'info' | 'warning';
}

export const SYSTEM_OVERVIEW: OverviewMetric[] = [
  { label: 'Server uptime', value: 99, tone: 'success' },
  { label: 'Active vendors', value: 82, tone: 'primary' },
  { label: 'Booking completion rate', value: 94, tone: 'info' },
  { label: 'Storage used', value: 46, tone: 'warning' },
];

export interface QuickLink {
  to: string;
  label: string;
  icon: AdminIconName;
}

export const QUICK_LINKS: QuickLink[] = [
  { to: '/admin/categories/add', label: 'Add Category', icon: 'plus' },
  { to: '/admin/subcategories/add', label: 'Add Subcategory', icon: 'subcategories' },
  { to: '/admin/services/add', label: 'Add Service', icon: 'services' },
  { to: '/admin/vendors', label: 'Manage Vendors', icon: 'vendors' },
];
