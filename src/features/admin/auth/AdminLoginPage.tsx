import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { adminLogin } from '../../../api/admin';
import { bodyMessage, isApiError } from '../../../api/http';
import { Logo } from '../../../components/Logo';
import { readAdminSession, saveAdminSession } from '../../../lib/adminSession';
import { nextFrom } from '../../../lib/next';
import { usePageTitle } from '../../../lib/usePageTitle';
import { ADMIN_HOME } from '../../../app/guards';
import { TEXT } from '../shared/messages';

/** How long 'Login successful! Redirecting...' shows before the dashboard opens. */
export const ADMIN_REDIRECT_MS = 1000;

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/** /adminlogin and /admin/login (SPEC §2.12): e-mail and password, required by their input types only (§5). */
export default function AdminLoginPage() {
  usePageTitle('Admin Login');
  const navigate = useNavigate();
  const next = nextFrom(useLocation().search, ADMIN_HOME);
  const [alreadySignedIn] = useState(() => readAdminSession() !== null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [loading, setLoading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirect.current), []);

  if (alreadySignedIn) return <Navigate to={next} replace />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    setLoading(true);
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
    setLoading(false);
  };

  const busy = loading;
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
          <form onSubmit={submit}>
            <div className="mb-3">
              <label htmlFor="admin-email" className="form-label">
                Email address
              </label>
              <input
                id="admin-email"
                type="email"
                className="form-control"
                autoComplete="username"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                disabled={busy}
              />
            </div>
            <div className="mb-4">
              <label htmlFor="admin-password" className="form-label">
                Password
              </label>
              <input
                id="admin-password"
                type="password"
                className="form-control"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                disabled={busy}
              />
            </div>
            <button type="submit" className="btn btn-primary w-100" disabled={busy}>
              {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              {busy ? 'Signing in...' : 'Sign In'}
            </button>
          </form>
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
