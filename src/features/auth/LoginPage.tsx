import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AutoDismissAlert, type Notice } from '../../components/AutoDismissAlert';
import { BusyButton } from '../../components/form/BusyButton';
import { CheckField } from '../../components/form/CheckField';
import { PasswordField } from '../../components/form/PasswordField';
import { TextField } from '../../components/form/TextField';
import { useActionForm } from '../../components/form/useActionForm';
import { usePageHead } from '../../lib/usePageMeta';
import { useSignUpArrival } from '../../lib/signUpArrival';
import { LOGIN_HEAD } from '../../content/pageMeta';
import { LOGIN_TEXTS, mentionsNetworkError } from './authErrors';
import type { ConnectionTest } from './LoginPage.data';
import { validateLogin, type LoginValues } from './validation';
import './auth.css';

export default function LoginPage() {
  usePageHead(LOGIN_HEAD);
  const { email, box, welcome, closeWelcome } = useSignUpArrival({
    focusId: 'login-password',
    text: LOGIN_TEXTS.signedUp,
  });
  const [social, setSocial] = useState<Notice | null>(null);
  const form = useActionForm<LoginValues>();
  const connection = useActionForm<ConnectionTest>();
  const error = form.notice?.text ?? null;

  const submit = (values: LoginValues) => {
    connection.setNotice(null);
    return form.submit(values);
  };
  const runConnectionTest = () => void connection.submit({ intent: 'testConnection' });

  return (
    <section className="auth-page container py-4 py-md-5" aria-labelledby="login-title">
      <div className="auth-card card shadow-sm border-0 mx-auto">
        <div className="card-body p-4 p-sm-5">
          <h1 id="login-title" className="h3 mb-1">
            Welcome back
          </h1>
          <p className="text-body-secondary mb-4">Log in to book and manage your home services.</p>

          <div ref={box}>
            <AutoDismissAlert notice={welcome} onClose={closeWelcome} />
          </div>

          {error && (
            <div role="alert" className="alert alert-danger">
              <p className="m-0">{error}</p>
              {mentionsNetworkError(error) && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger mt-2"
                  onClick={runConnectionTest}
                  disabled={connection.busy}
                >
                  {connection.busy ? 'Testing connection…' : 'Test Connection'}
                </button>
              )}
            </div>
          )}
          <AutoDismissAlert
            notice={connection.notice}
            onClose={() => connection.setNotice(null)}
            dismissAfterMs={null}
          />
          <AutoDismissAlert notice={social} onClose={() => setSocial(null)} />

          <Formik<LoginValues>
            initialValues={{ email, password: '', rememberMe: false }}
            validate={validateLogin}
            onSubmit={submit}
          >
            {({ isSubmitting }) => {
              const busy = isSubmitting || form.busy;
              return (
                <Form noValidate aria-busy={busy}>
                  <TextField
                    name="email"
                    label="Email address"
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    limit="email"
                  />
                  <PasswordField name="password" id="login-password" label="Password" autoComplete="current-password" />
                  <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-4">
                    <CheckField name="rememberMe" label="Keep me logged in (30 days)" className="m-0" />
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
