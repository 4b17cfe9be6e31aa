import type { AdminIconName } from './adminNav';

/** The admin top bar's notification list: three static items (SPEC §1, §2.12). */
export interface AdminNotification {
  id: number;
  icon: AdminIconName;
  title: string;
  time: string;
}

export const ADMIN_NOTIFICATIONS: AdminNotification[] = [
  { id: 1, icon: 'vendors', title: 'New vendor registration awaiting verification', time: '5 minutes ago' },
  { id: 2, icon: 'bookings', title: '12 new bookings received today', time: '1 hour ago' },
  { id: 3, icon: 'reviews', title: 'New 5-star review for AC Service & Repair', time: '3 hours ago' },
];

/** Fixed identity of the admin top bar (SPEC §2.12). */
export const ADMIN_IDENTITY = { name: 'Administrator', role: 'Super Admin' } as const;
