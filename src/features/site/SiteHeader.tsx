import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '../../components/Logo';
import { SiteIcon } from '../../components/SiteIcon';
import { BRAND } from '../../content/brand';
import { VENDOR_LANDING } from '../../content/vendorLinks';
import { useCustomerSession } from '../../lib/customerSession';
import { CategorySearch } from './CategorySearch';
import { LocationBox } from './LocationBox';
import { SessionEndedNotice } from './SessionEndedNotice';
import { useScrolledPast } from './useScrolledPast';
import { useSteadyPageLength } from './useSteadyPageLength';
import { useUserLocation, type LocationState } from './useUserLocation';
import { useHydrated } from '../../lib/useHydrated';
import './SiteHeader.css';

// Only logged-in customers need the menu: a first, anonymous visit does not download it.
const UserMenu = lazy(() => import('./UserMenu'));

const UNKNOWN_LOCATION: LocationState = { status: 'idle', city: null };

const LOGO_TALL_PX = 60;
const LOGO_SHORT_PX = 40;

/** On a phone the category search opens from its button, so the header keeps the screen for the page. */
export function SiteHeader() {
  const scrolled = useScrolledPast();
  const header = useRef<HTMLElement>(null);
  useSteadyPageLength(header, scrolled);
  const { user, logout } = useCustomerSession();
  const { location: stored, detect } = useUserLocation();
  // A prerendered page's HTML knows no visitor's city; its hydration shows the same, then the stored one.
  const location = useHydrated() ? stored : UNKNOWN_LOCATION;
  const searchId = useId();
  const [searchOpen, setSearchOpen] = useState(false);

  return (
    <header className={`site-header bg-white border-bottom ${scrolled ? 'is-scrolled' : ''}`} ref={header}>
      <a href="#main" className="visually-hidden-focusable btn btn-primary position-absolute m-2">
        Skip to main content
      </a>
      <div className="container site-header-row py-2">
        <Link to="/" className="hdr-logo text-decoration-none" aria-label={`${BRAND.name} home`}>
          <Logo height={scrolled ? LOGO_SHORT_PX : LOGO_TALL_PX} />
        </Link>
        <LocationBox location={location} onDetect={() => void detect()} />
        <button
          type="button"
          className="hdr-search-toggle btn btn-light border"
          aria-expanded={searchOpen}
          aria-controls={searchId}
          aria-label="Search services"
          onClick={() => setSearchOpen(!searchOpen)}
        >
          <SiteIcon name="search" />
        </button>
        <CategorySearch id={searchId} open={searchOpen} />
        {user ? (
          <div className="hdr-user">
            <Suspense fallback={<span className="user-menu-placeholder" aria-hidden="true" />}>
              <UserMenu user={user} onLogout={logout} />
            </Suspense>
          </div>
        ) : (
          <div className="hdr-auth">
            <Link to="/login" className="hdr-login btn btn-primary text-nowrap">
              Login / Sign Up
            </Link>
            <Link to={VENDOR_LANDING} className="hdr-join btn btn-outline-primary text-nowrap">
              Join as Provider
            </Link>
          </div>
        )}
      </div>
      <SessionEndedNotice />
    </header>
  );
}
