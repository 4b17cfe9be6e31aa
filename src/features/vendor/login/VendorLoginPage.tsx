import { FormikProvider, useFormik } from 'formik';
import { Link } from 'react-router-dom';
import { AutoDismissAlert } from '../../../components/AutoDismissAlert';
import { Icon } from '../../../components/Icon';
import { CheckField, PasswordField, TextField } from '../../../components/form';
import { useActionForm } from '../../../components/form/useActionForm';
import { VENDOR_LOGIN_POINTS } from '../../../content/vendorLanding';
import { usePageHead } from '../../../lib/usePageMeta';
import { useSignUpArrival } from '../../../lib/signUpArrival';
import { VENDOR_LOGIN_HEAD } from '../../../content/pageMeta';
import { validateVendorLogin, type VendorLoginValues } from './loginRules';
import '../vendor.css';

/** Ours: said once on the login the wizard opens; the wizard's own success text says the same. */
const VENDOR_SIGNED_UP = 'Account created and pending verification. You can sign in meanwhile.';

export default function VendorLoginPage() {
  usePageHead(VENDOR_LOGIN_HEAD);
  const form = useActionForm<VendorLoginValues>();
  const error = form.notice?.text ?? null;
  const { email, box, welcome, closeWelcome } = useSignUpArrival({
    focusId: 'vendor-login-password',
    text: VENDOR_SIGNED_UP,
  });
  // useFormik + FormikProvider, not <Formik>/<Form>: the shared formik chunk of /login stays as small as it was.
  const formik = useFormik<VendorLoginValues>({
    initialValues: { email, password: '', rememberMe: false },
    validate: validateVendorLogin,
    onSubmit: form.submit,
  });

  return (
    <div className="container py-4 py-md-5">
      <div className="row g-4 justify-content-center align-items-start">
        <section className="col-12 col-md-7 col-lg-5" aria-labelledby="vendor-login-title">
          <div className="card shadow-sm">
            <div className="card-body p-3 p-sm-4">
              <h1 id="vendor-login-title" className="h3 mb-1">
                Vendor Login
              </h1>
              <p className="text-body-secondary">Sign in to manage your services and bookings.</p>
              <div ref={box}>
                <AutoDismissAlert notice={welcome} onClose={closeWelcome} />
              </div>
              {error && (
                <div className="alert alert-danger" role="alert">
                  {error}
                </div>
              )}
              <FormikProvider value={formik}>
                <form noValidate onSubmit={formik.handleSubmit}>
                  <TextField
                    name="email"
                    limit="email"
                    label="Email address"
                    type="email"
                    autoComplete="email"
                    required
                  />
                  <PasswordField
                    name="password"
                    id="vendor-login-password"
                    label="Password"
                    autoComplete="current-password"
                    required
                  />
                  <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
                    <CheckField name="rememberMe" label="Remember me" className="mb-0" />
                    <Link to="/vendor/forgot-password" className="small vendor-link-target">
                      Forgot your password?
                    </Link>
                  </div>
                  <button type="submit" className="btn btn-primary w-100 py-2" disabled={formik.isSubmitting}>
                    {formik.isSubmitting ? 'Signing in...' : 'Sign In'}
                  </button>
                </form>
              </FormikProvider>
              <p className="mt-3 mb-1 text-center">
                New to HomeEase?{' '}
                <Link to="/registervendor" className="vendor-link-target">
                  Register here
                </Link>
              </p>
              <p className="mb-0 text-center">
                <Link to="/" className="vendor-link-target">
                  Back to Home
                </Link>
              </p>
            </div>
          </div>
        </section>
        <aside className="col-12 col-md-5 col-lg-4" aria-labelledby="vendor-login-why">
          <h2 id="vendor-login-why" className="h5 mb-3">
            Why vendors choose us
          </h2>
          <ul className="list-unstyled d-grid gap-3 mb-0">
            {VENDOR_LOGIN_POINTS.map((point) => (
              <li key={point.title} className="d-flex gap-3 align-items-start">
                <span className="vendor-point-icon rounded-circle" aria-hidden="true">
                  <Icon name={point.icon} />
                </span>
                <span>
                  <strong className="d-block">{point.title}</strong>
                  <span className="small text-body-secondary">{point.text}</span>
                </span>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}
