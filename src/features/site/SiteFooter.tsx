import { Link } from 'react-router-dom';
import { BRAND } from '../../content/brand';

/** Customer site footer (SPEC §2.1). */
export function SiteFooter() {
  return (
    <footer className="bg-dark text-white-50 py-4 mt-5">
      <div className="container d-flex flex-column flex-md-row justify-content-between gap-2 small">
        <span>© 2025 {BRAND.name}. All rights reserved.</span>
        <nav aria-label="Footer" className="d-flex flex-wrap gap-3">
          {[
            ['/about', 'About'],
            ['/contact', 'Contact'],
            ['/help', 'Help'],
            ['/terms', 'Terms'],
            ['/privacy', 'Privacy'],
          ].map(([to, label]) => (
            <Link key={to} to={to} className="link-light">
              {label}
            </Link>
          ))}
        </nav>
      </div>
    </footer>
  );
}
