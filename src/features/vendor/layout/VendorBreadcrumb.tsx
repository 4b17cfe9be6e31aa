import { Link } from 'react-router-dom';
import { VENDOR_NAV } from '../../../content/vendorNav';

const titleCase = (segment: string) => segment.replace(/-/g, ' ').replace(/^\w/, (first) => first.toUpperCase());

/** The vendor home, then one crumb per segment, named after the sidebar. */
function vendorCrumbs(pathname: string) {
  const path = pathname.replace(/\/$/, '');
  if (!path.startsWith('/vendor')) return [];
  const crumbs = [{ label: 'Vendor Portal', to: '/vendor' }];
  let to = '/vendor';
  for (const segment of path.split('/').slice(2)) {
    to = `${to}/${segment}`;
    const label =
      VENDOR_NAV.find((item) => item.to === to)?.label ??
      (segment === 'register' ? 'Join as Vendor' : null) ??
      (/^\d+$/.test(segment) ? `#${segment}` : titleCase(segment));
    crumbs.push({ label, to });
  }
  return crumbs;
}

export function VendorBreadcrumb({ pathname }: { pathname: string }) {
  const crumbs = vendorCrumbs(pathname);
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb" className="vendor-breadcrumb d-none d-md-block ms-2 text-truncate">
      <ol className="breadcrumb mb-0 small flex-nowrap">
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.to} className="breadcrumb-item active text-truncate" aria-current="page">
              {crumb.label}
            </li>
          ) : (
            <li key={crumb.to} className="breadcrumb-item">
              <Link to={crumb.to}>{crumb.label}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
