import { Form, Formik, type FormikErrors } from 'formik';
import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { BusyButton } from '../../../components/form/BusyButton';
import { TextField } from '../../../components/form/TextField';
import { useActionForm } from '../../../components/form/useActionForm';
import { Logo } from '../../../components/Logo';
import { readAdminSession } from '../../../lib/adminSession';
import { nextFrom } from '../../../lib/next';
import { usePageTitle } from '../../../lib/usePageTitle';
import { ADMIN_HOME } from '../../../lib/routeGuards';
import type { AdminLoginValues } from './AdminLoginPage.data';

/**
 * The browser stops an empty submit first, so these texts only show where it does not. Plain rules, not Yup:
 * Yup's 12 KB would take /admin/login past its budget (docs/decisions.md).
 */
function validateAdminLogin(values: AdminLoginValues): FormikErrors<AdminLoginValues> {
  return {
    ...(values.email.trim() ? {} : { email: 'Email address is required' }),
    ...(values.password ? {} : { password: 'Password is required' }),
  };
}

export default function AdminLoginPage() {
  usePageTitle('Admin Login');
  const next = nextFrom(useLocation().search, ADMIN_HOME);
  const [alreadySignedIn] = useState(() => readAdminSession() !== null);
  const form = useActionForm<AdminLoginValues>();
  const outcome = form.notice;

  if (alreadySignedIn) return <Navigate to={next} replace />;

  return (
    <main id="main" className="admin-login d-flex align-items-center justify-content-center py-5 px-3 bg-body-tertiary">
      <div className="card shadow-sm border-0 w-100" style={{ maxWidth: 420 }}>
        <div className="card-body p-4">
          <div className="text-center mb-3">
            <Logo height={44} />
          </div>
          <h1 className="h4 text-center mb-1">Admin Login</h1>
          <p className="text-center text-body-secondary mb-4">Sign in to manage the marketplace</p>
          {outcome && (
            <div role={outcome.variant === 'danger' ? 'alert' : 'status'} className={`alert alert-${outcome.variant}`}>
              {outcome.text}
            </div>
          )}
          <Formik<AdminLoginValues>
            initialValues={{ email: '', password: '' }}
            validate={validateAdminLogin}
            onSubmit={form.submit}
          >
            {({ isSubmitting }) => {
              // After a success the form stays locked until the dashboard opens.
              const busy = isSubmitting || form.busy;
              return (
                <Form>
                  <TextField
                    name="email"
                    id="admin-email"
                    label="Email address"
                    type="email"
                    limit="email"
                    autoComplete="username"
                    required
                    disabled={busy}
                  />
                  <TextField
                    name="password"
                    id="admin-password"
                    label="Password"
                    type="password"
                    limit="password"
                    autoComplete="current-password"
                    className="mb-4"
                    required
                    disabled={busy}
                  />
                  <BusyButton
                    type="submit"
                    className="btn btn-primary w-100"
                    busy={busy}
                    label="Sign In"
                    busyLabel="Signing in..."
                  />
                </Form>
              );
            }}
          </Formik>
          <p className="small text-body-secondary text-center mt-4 mb-2">
            Forgot your password? Please contact the system administrator.
          </p>
          <p className="small text-center mb-0">
            <Link to="/">Back to the website</Link>
          </p>
        </div>
      </div>
    </main>
  );
}
