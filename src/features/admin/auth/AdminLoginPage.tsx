import { Form, Formik, type FormikErrors } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { adminLogin } from '../../../api/admin';
import { bodyMessage, isApiError } from '../../../api/http';
import { BusyButton } from '../../../components/form/BusyButton';
import { TextField } from '../../../components/form/TextField';
import { Logo } from '../../../components/Logo';
import { readAdminSession, saveAdminSession } from '../../../lib/adminSession';
import { nextFrom } from '../../../lib/next';
import { usePageTitle } from '../../../lib/usePageTitle';
import { ADMIN_HOME } from '../../../lib/routeGuards';
import { TEXT } from '../shared/messages';

/** How long 'Login successful! Redirecting...' shows before the dashboard opens. */
const ADMIN_REDIRECT_MS = 1000;

type Outcome = { kind: 'success' | 'error'; text: string } | null;

interface AdminLoginValues {
  email: string;
  password: string;
}

/**
 * SPEC §5: both fields are required by their input types and nothing else; the browser stops an empty submit
 * first, so these texts (not in §5) only show where it does not. Plain rules, not Yup: Yup's 12 KB would take
 * /admin/login past its budget (docs/decisions.md).
 */
function validateAdminLogin(values: AdminLoginValues): FormikErrors<AdminLoginValues> {
  return {
    ...(values.email.trim() ? {} : { email: 'Email address is required' }),
    ...(values.password ? {} : { password: 'Password is required' }),
  };
}

/** /adminlogin and /admin/login (SPEC §2.12): e-mail and password, required by their input types only (§5). */
export default function AdminLoginPage() {
  usePageTitle('Admin Login');
  const navigate = useNavigate();
  const next = nextFrom(useLocation().search, ADMIN_HOME);
  const [alreadySignedIn] = useState(() => readAdminSession() !== null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirect.current), []);

  if (alreadySignedIn) return <Navigate to={next} replace />;

  const submit = async ({ email, password }: AdminLoginValues) => {
    setOutcome(null);
    try {
      const response = await adminLogin(email, password);
      if (response.status === 'success') {
        saveAdminSession(response.token ?? '', response.admin ?? { id: 0, name: 'Administrator', email });
        setOutcome({ kind: 'success', text: TEXT.loginSuccess });
        redirect.current = setTimeout(() => navigate(next, { replace: true }), ADMIN_REDIRECT_MS);
        return;
      }
      setOutcome({ kind: 'error', text: response.message || TEXT.loginFailed });
    } catch (error) {
      // SPEC §8: network or parse failure get the network text; a non-OK answer the server explained in JSON is
      // a failed login (its message, else 'Login failed'). An HTML error page cannot be parsed: a parse failure.
      const failedLogin = isApiError(error) && error.kind === 'http' && error.body !== undefined;
      setOutcome({ kind: 'error', text: failedLogin ? (bodyMessage(error) ?? TEXT.loginFailed) : TEXT.loginNetwork });
    }
  };

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
            <div
              role={outcome.kind === 'error' ? 'alert' : 'status'}
              className={`alert alert-${outcome.kind === 'error' ? 'danger' : 'success'}`}
            >
              {outcome.text}
            </div>
          )}
          <Formik<AdminLoginValues>
            initialValues={{ email: '', password: '' }}
            validate={validateAdminLogin}
            onSubmit={submit}
          >
            {({ isSubmitting }) => {
              // After a success the form stays locked until the dashboard opens.
              const busy = isSubmitting || outcome?.kind === 'success';
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
