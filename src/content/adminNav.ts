/** Admin sidebar of SPEC §2.12: the dashboard and its groups, every entry in order. */
export interface AdminNavLink {
  to: string;
  label: string;
  /** A static count shown beside the entry (SPEC §1: sidebar badges are static content). */
  badge?: number;
}
/** The line icons of the admin panel (drawn by src/components/AdminIcon.tsx). */
export type AdminIconName =
  | 'dashboard'
  | 'categories'
  | 'subcategories'
  | 'services'
  | 'users'
  | 'vendors'
  | 'bookings'
  | 'reviews'
  | 'payments'
  | 'reports'
  | 'settings'
  | 'bell'
  | 'plus'
  | 'edit';

export interface AdminNavGroup {
  id: string;
  label: string;
  icon: AdminIconName;
  links: AdminNavLink[];
}

export const ADMIN_DASHBOARD_LINK: AdminNavLink = { to: '/admin', label: 'Dashboard' };

export const ADMIN_NAV: AdminNavGroup[] = [
  {
    id: 'categories',
    label: 'Categories',
    icon: 'categories',
    links: [
      { to: '/admin/categories', label: 'All Categories' },
      { to: '/admin/categories/add', label: 'Add Category' },
      { to: '/admin/categories/analytics', label: 'Category Analytics' },
    ],
  },
  {
    id: 'subcategories',
    label: 'Subcategories',
    icon: 'subcategories',
    links: [
      { to: '/admin/subcategories', label: 'All Subcategories' },
      { to: '/admin/subcategories/add', label: 'Add Subcategory' },
    ],
  },
  {
    id: 'services',
    label: 'Services',
    icon: 'services',
    links: [
      { to: '/admin/services', label: 'All Services' },
      { to: '/admin/services/add', label: 'Add Service' },
      { to: '/admin/services/categories', label: 'Service Categories' },
      { to: '/admin/services/featured', label: 'Featured Services' },
    ],
  },
  {
    id: 'users',
    label: 'Users',
    icon: 'users',
    links: [
      { to: '/admin/users', label: 'All Users' },
      { to: '/admin/users/add', label: 'Add User' },
      { to: '/admin/users/roles', label: 'User Roles' },
      { to: '/admin/users/blocked', label: 'Blocked Users' },
    ],
  },
  {
    id: 'vendors',
    label: 'Vendors',
    icon: 'vendors',
    links: [
      { to: '/admin/vendors', label: 'All Vendors' },
      { to: '/admin/vendors/add', label: 'Add Vendor' },
      { to: '/admin/vendors/verification', label: 'Verification', badge: 5 },
      { to: '/admin/vendors/analytics', label: 'Vendor Analytics' },
    ],
  },
  {
    id: 'bookings',
    label: 'Bookings',
    icon: 'bookings',
    links: [
      { to: '/admin/bookings', label: 'All Bookings' },
      { to: '/admin/bookings/pending', label: 'Pending', badge: 12 },
      { to: '/admin/bookings/completed', label: 'Completed' },
      { to: '/admin/bookings/cancelled', label: 'Cancelled' },
    ],
  },
  { id: 'reviews', label: 'Reviews', icon: 'reviews', links: [{ to: '/admin/reviews', label: 'All Reviews' }] },
  {
    id: 'payments',
    label: 'Payments',
    icon: 'payments',
    links: [
      { to: '/admin/payments', label: 'All Payments' },
      { to: '/admin/payments/pending', label: 'Pending Payments', badge: 3 },
      { to: '/admin/payments/methods', label: 'Payment Methods' },
    ],
  },
  {
    id: 'reports',
    label: 'Reports',
    icon: 'reports',
    links: [
      { to: '/admin/reports/revenue', label: 'Revenue' },
      { to: '/admin/reports/bookings', label: 'Bookings' },
      { to: '/admin/reports/vendors', label: 'Vendors' },
      { to: '/admin/reports/users', label: 'Users' },
    ],
  },
  {
    id: 'settings',
    label: 'Settings',
    icon: 'settings',
    links: [
      { to: '/admin/settings/system', label: 'System' },
      { to: '/admin/settings/payment', label: 'Payment' },
      { to: '/admin/settings/email', label: 'Email' },
      { to: '/admin/settings/notifications', label: 'Notifications' },
    ],
  },
];
