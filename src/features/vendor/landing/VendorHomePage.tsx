import { Link } from 'react-router-dom';
import { VENDOR_LANDING } from '../../../content/vendorLinks';
import { usePageTitle } from '../../../lib/usePageTitle';

export default function VendorHomePage() {
  usePageTitle('Vendor Portal');
  return (
    <section className="container py-5 text-center vendor-welcome" aria-labelledby="vendor-welcome-title">
      <h1 id="vendor-welcome-title" className="display-6 fw-bold mb-3">
        Welcome to the Vendor Portal
      </h1>
      <p className="lead text-body-secondary mx-auto mb-4" style={{ maxWidth: '40rem' }}>
        Manage your services, bookings, reviews and earnings in one place, and grow your business with customers across
        India.
      </p>
      <div className="d-flex flex-wrap justify-content-center gap-2">
        <Link to="/vendor/login" className="btn btn-primary btn-lg">
          Get Started
        </Link>
        <Link to={VENDOR_LANDING} className="btn btn-outline-primary btn-lg">
          Why partner with us
        </Link>
      </div>
    </section>
  );
}
