import { chevronDown, grid, logout, pin, search, tools } from './icons/shell';
import { LineIcon } from './LineIcon';

/**
 * The few line icons the header and home page draw, from the shell part of the icon table (./icons/shell), so the
 * whole set stays out of the home page's JavaScript budget (docs/architecture.md "Budgets").
 */
const PATHS = { pin, search, chevronDown, logout, grid, tools };

export type SiteIconName = keyof typeof PATHS;

/** Decorative: hidden from screen readers; the control around it carries the name. */
export function SiteIcon({ name, size, className }: { name: SiteIconName; size?: number; className?: string }) {
  return <LineIcon path={PATHS[name]} size={size} className={className} />;
}
