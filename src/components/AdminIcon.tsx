import type { AdminIconName } from '../content/adminNav';
import type { IconName } from './Icon';
import * as PATHS from './icons';
import { LineIcon } from './LineIcon';

/** The admin panel's names for icons of the one icon table (./icons). */
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

/**
 * The admin panel's line icons, drawn inline (no icon font, no emoji: they must look the same on every
 * machine, offline too). Decorative: the text beside them names the thing.
 */
export function AdminIcon({ name, size, className }: { name: AdminIconName; size?: number; className?: string }) {
  return <LineIcon path={PATHS[ICON_OF[name]]} size={size} className={className} />;
}
