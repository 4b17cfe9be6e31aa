import { Link } from 'react-router-dom';
import { VENDOR_NAV } from '../../../content/vendorNav';
import { vendorCrumbs } from './crumbs';

interface VendorBreadcrumbProps {
  pathname: string;
}

/** The top bar's trail from the vendor home to the page open now (SPEC §2.11), built from the route. */
export function VendorBreadcrumb({ pathname }: VendorBreadcrumbProps) {
  const crumbs = vendorCrumbs(pathname, VENDOR_NAV);
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
