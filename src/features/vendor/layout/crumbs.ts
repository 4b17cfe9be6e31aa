/** The breadcrumb of a vendor path: the vendor home, then one crumb per segment, named after the sidebar. */
export interface Crumb {
  label: string;
  to: string;
}

const NAMES: Record<string, string> = {
  add: 'Add',
  edit: 'Edit',
  login: 'Login',
  register: 'Join as Vendor',
  'forgot-password': 'Forgot password',
  orders: 'Orders',
  customers: 'Customers',
  notifications: 'Notifications',
  help: 'Help',
};

const titleCase = (segment: string) => segment.replace(/-/g, ' ').replace(/^\w/, (first) => first.toUpperCase());

export function vendorCrumbs(pathname: string, nav: readonly { to: string; label: string }[]): Crumb[] {
  const path = pathname.replace(/\/$/, '');
  if (!path.startsWith('/vendor')) return [];
  const crumbs: Crumb[] = [{ label: 'Vendor Portal', to: '/vendor' }];
  let to = '/vendor';
  for (const segment of path.split('/').slice(2)) {
    to = `${to}/${segment}`;
    const label =
      nav.find((item) => item.to === to)?.label ??
      NAMES[segment] ??
      (/^\d+$/.test(segment) ? `#${segment}` : titleCase(segment));
    crumbs.push({ label, to });
  }
  return crumbs;
}
