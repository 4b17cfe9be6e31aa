import { Link } from 'react-router-dom';
import { SUPPORT } from '../../content/support';
import { usePageTitle } from '../../lib/usePageTitle';
import './auth.css';

/** The backend has no password-reset call, so the page hands the customer to support (docs/decisions.md). */
export default function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  return (
    <section className="auth-page container py-4 py-md-5" aria-labelledby="forgot-title">
      <div className="auth-card card shadow-sm border-0 mx-auto">
        <div className="card-body p-4 p-sm-5">
          <h1 id="forgot-title" className="h3 mb-3">
            Forgot your password?
          </h1>
          <p>
            Online password reset is not available yet. Our support team can reset it for you: write to us from the
            e-mail address you registered with, or call us, and we will verify your identity and send you a new
            password.
          </p>
          <ul className="list-unstyled d-grid gap-2 my-4">
            <li>
              <a
                className="btn btn-primary w-100"
                href={`mailto:${SUPPORT.email}?subject=${encodeURIComponent('Password reset request')}`}
              >
                E-mail {SUPPORT.email}
              </a>
            </li>
            <li>
              <a className="btn btn-outline-primary w-100" href={SUPPORT.phoneHref}>
                Call {SUPPORT.phone}
              </a>
            </li>
          </ul>
          <p className="small text-body-secondary">Support is available 24/7. We never ask for your password.</p>
          <p className="mb-0">
            Remembered it? <Link to="/login">Back to login</Link>
          </p>
        </div>
      </div>
    </section>
  );
}
