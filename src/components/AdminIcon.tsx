import type { AdminIconName } from '../content/adminNav';
import type { IconName } from './Icon';
import * as PATHS from './icons';
import { LineIcon } from './LineIcon';

const ICON_OF: Record<AdminIconName, IconName> = {
  dashboard: 'dashboard',
  categories: 'folder',
  subcategories: 'list',
  services: 'tools',
  users: 'people',
  vendors: 'shop',
  bookings: 'calendar',
  reviews: 'star',
  payments: 'rupee',
  reports: 'chart',
  settings: 'gear',
  bell: 'bell',
  plus: 'plus',
  edit: 'edit',
};

/** Decorative: the text beside them names the thing. */
export function AdminIcon({ name, size, className }: { name: AdminIconName; size?: number; className?: string }) {
  return <LineIcon path={PATHS[ICON_OF[name]]} size={size} className={className} />;
}
