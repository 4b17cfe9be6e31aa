import { Form, Formik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { login, testConnection } from '../../api/customer';
import { AutoDismissAlert, type Notice } from '../../components/AutoDismissAlert';
import { BusyButton } from '../../components/form/BusyButton';
import { CheckField } from '../../components/form/CheckField';
import { PasswordField } from '../../components/form/PasswordField';
import { TextField } from '../../components/form/TextField';
import { nextFrom } from '../../lib/next';
import { usePageTitle } from '../../lib/usePageTitle';
import { CUSTOMER_HOME } from '../../lib/routeGuards';
import { LOGIN_TEXTS, loginFailureText, mentionsNetworkError } from './authErrors';
import { saveLogin } from '../../lib/customerSession';
import { normalEmail } from '../../lib/email';
import { validateLogin, type LoginValues } from './validation';
import './auth.css';
import { devLog } from '../../lib/devLog';

/** SPEC §4 / §9: after a successful login the customer goes to the dashboard 100 ms later. */
const LOGIN_REDIRECT_MS = 100;

/** The customer login page (SPEC §2.4, §4 customer login, §5, §8). */
export default function LoginPage() {
  usePageTitle('Login');
  const navigate = useNavigate();
  const location = useLocation();
  const prefill = (location.state as { email?: string } | null)?.email ?? '';
  const next = nextFrom(location.search, CUSTOMER_HOME);
  const [error, setError] = useState<string | null>(null);
  const [connection, setConnection] = useState<Notice | null>(null);
  const [testing, setTesting] = useState(false);
  const [social, setSocial] = useState<Notice | null>(null);
  const [loggedIn, setLoggedIn] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const submit = async (values: LoginValues) => {
    setError(null);
    setConnection(null);
    try {
      const answer = await login({
        email: normalEmail(values.email),
        password: values.password,
        rememberMe: values.rememberMe,
      });
      if (answer.status === 'success' && answer.user && answer.session_token) {
        saveLogin({ user: answer.user, session_token: answer.session_token, expires_at: answer.expires_at });
        setLoggedIn(true);
        redirect.current = setTimeout(() => navigate(next, { replace: true }), LOGIN_REDIRECT_MS);
        return;
      }
      setError(answer.status === 'success' ? LOGIN_TEXTS.unexpected : answer.message || LOGIN_TEXTS.failed);
    } catch (failure) {
      devLog.error('[login] the login call failed', failure);
      setError(loginFailureText(failure));
    }
  };

  const runConnectionTest = async () => {
    setTesting(true);
    setConnection(null);
    try {
      const status = await testConnection();
      setConnection(
        status >= 200 && status < 300
          ? { variant: 'success', text: LOGIN_TEXTS.connectionOk }
          : { variant: 'warning', text: LOGIN_TEXTS.connectionStatus(status) },
      );
    } catch (failure) {
      setConnection({
        variant: 'danger',
        text: LOGIN_TEXTS.connectionFailed(failure instanceof Error ? failure.message : String(failure)),
      });
    } finally {
      setTesting(false);
    }
  };

  return (
    <section className="auth-page container py-4 py-md-5" aria-labelledby="login-title">
      <div className="auth-card card shadow-sm border-0 mx-auto">
        <div className="card-body p-4 p-sm-5">
          <h1 id="login-title" className="h3 mb-1">
            Welcome back
          </h1>
          <p className="text-body-secondary mb-4">Log in to book and manage your home services.</p>

          {error && (
            <div role="alert" className="alert alert-danger">
              <p className="m-0">{error}</p>
              {mentionsNetworkError(error) && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger mt-2"
                  onClick={() => void runConnectionTest()}
                  disabled={testing}
                >
                  {testing ? 'Testing connection…' : 'Test Connection'}
                </button>
              )}
            </div>
          )}
          <AutoDismissAlert notice={connection} onClose={() => setConnection(null)} dismissAfterMs={null} />
          <AutoDismissAlert notice={social} onClose={() => setSocial(null)} />

          <Formik<LoginValues>
            initialValues={{ email: prefill, password: '', rememberMe: false }}
            validate={validateLogin}
            onSubmit={submit}
          >
            {({ isSubmitting }) => {
              const busy = isSubmitting || loggedIn;
              return (
                <Form noValidate aria-busy={busy}>
                  <TextField
                    name="email"
                    id="login-email"
                    label="Email address"
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    limit="email"
                  />
                  <PasswordField name="password" id="login-password" label="Password" autoComplete="current-password" />
                  <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-4">
                    <CheckField
                      name="rememberMe"
                      id="login-remember"
                      label="Keep me logged in (30 days)"
                      className="m-0"
                    />
                    <Link to="/forgot-password" className="small">
                      Forgot password?
                    </Link>
                  </div>
                  <BusyButton
                    type="submit"
                    className="btn btn-primary w-100 py-2"
                    busy={busy}
                    label="Login"
                    busyLabel="Logging in…"
                  />
                </Form>
              );
            }}
          </Formik>

          <p className="auth-divider text-body-secondary small my-4">or continue with</p>
          <div className="d-flex gap-2">
            {['Google', 'Facebook'].map((provider) => (
              <button
                key={provider}
                type="button"
                className="btn btn-outline-secondary flex-fill"
                onClick={() => setSocial({ variant: 'info', text: LOGIN_TEXTS.notImplemented(provider) })}
              >
                {provider}
              </button>
            ))}
          </div>

          <p className="text-center mt-4 mb-0">
            New to HomeEase? <Link to="/register">Create an account</Link>
          </p>
        </div>
      </div>
    </section>
  );
}
