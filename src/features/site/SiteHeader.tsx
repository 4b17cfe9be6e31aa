import { Link } from 'react-router-dom';
import { Logo } from '../../components/Logo';

/** Customer site header (SPEC §2.1). */
export function SiteHeader() {
  return (
    <header className="border-bottom bg-white sticky-top">
      <nav className="container d-flex align-items-center justify-content-between py-2 gap-2" aria-label="Main">
        <Link to="/" className="text-decoration-none" aria-label="Home">
          <Logo height={48} />
        </Link>
        <div className="d-flex gap-2">
          <Link to="/login" className="btn btn-primary btn-sm">
            Login / Sign Up
          </Link>
          <Link to="/loginvendor" className="btn btn-outline-primary btn-sm d-none d-sm-inline-block">
            Join as Provider
          </Link>
        </div>
      </nav>
    </header>
  );
}
