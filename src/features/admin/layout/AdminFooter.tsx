import { Link } from 'react-router-dom';

const FOOTER_LINKS = [
  { to: '/admin', label: 'Dashboard' },
  { to: '/admin/categories', label: 'Categories' },
  { to: '/admin/services', label: 'Services' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/reports', label: 'Reports' },
];
/** Placeholders: they lead to the admin help page until it has content. */
const FOOTER_RESOURCES = ['Documentation', 'API Reference', 'Support Center', 'Privacy Policy', 'Terms of Service'];
const FOOTER_COLUMNS = [
  { title: 'Quick Links', className: 'col-6 col-md-3 col-xl-2', links: FOOTER_LINKS },
  {
    title: 'Resources',
    className: 'col-6 col-md-3 col-xl-3',
    links: FOOTER_RESOURCES.map((label) => ({ to: '/admin/help', label })),
  },
];

export function AdminFooter() {
  return (
    <footer className="admin-footer bg-white border-top small py-4 px-3">
      <div className="row g-4">
        <div className="col-12 col-md-6 col-xl-3">
          <h2 className="h6">HomeEase Admin</h2>
          <p className="text-body-secondary mb-0">Manage the catalogue, vendors and bookings of the marketplace.</p>
        </div>
        {FOOTER_COLUMNS.map(({ title, className, links }) => (
          <div key={title} className={className}>
            <h2 className="h6">{title}</h2>
            <ul className="list-unstyled mb-0">
              {links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className="col-12 col-xl-4">
          <h2 className="h6">Newsletter</h2>
          <form className="d-flex gap-2 align-items-end" onSubmit={(e) => e.preventDefault()}>
            <div className="flex-grow-1">
              <label htmlFor="admin-newsletter" className="form-label text-body-secondary">
                Product updates for administrators, by e-mail
              </label>
              <input
                id="admin-newsletter"
                type="email"
                className="form-control form-control-sm"
                placeholder="you@example.com"
              />
            </div>
            <button type="submit" className="btn btn-primary btn-sm">
              Subscribe
            </button>
          </form>
        </div>
      </div>
      <p className="text-body-secondary mt-4 mb-0">© {new Date().getFullYear()} HomeEase. All rights reserved.</p>
    </footer>
  );
}
