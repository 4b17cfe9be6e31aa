import { chevronDown, grid, logout, pin, search, tools } from './icons/shell';
import { LineIcon } from './LineIcon';

// The shell's part of the icon table: the whole set stays out of the home page's budget.
const PATHS = { pin, search, chevronDown, logout, grid, tools };

export type SiteIconName = keyof typeof PATHS;

export function SiteIcon({ name, size, className }: { name: SiteIconName; size?: number; className?: string }) {
  return <LineIcon path={PATHS[name]} size={size} className={className} />;
}
