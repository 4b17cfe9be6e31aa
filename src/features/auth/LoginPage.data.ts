import type { ActionFunctionArgs } from 'react-router-dom';
import { login, testConnection } from '../../api/customer';
import { describeFailure, isPlainRefusal } from '../../api/outcome';
import type { Notice } from '../../components/AutoDismissAlert';
import type { ActionReply } from '../../components/form/useActionForm';
import { CUSTOMER_HOME } from '../../lib/routeGuards';
import { saveLogin } from '../../lib/customerSession';
import { devLog } from '../../api/devLog';
import { normalEmail } from '../../lib/email';
import { nextFrom } from '../../lib/next';
import { LOGIN_TEXTS, loginFailureText } from './authErrors';
import type { LoginValues } from './validation';

export const LOGIN_REDIRECT_MS = 100;

/** Test Connection reads only the HTTP status of `action: 'test'`. */
export interface ConnectionTest {
  intent: 'testConnection';
}

async function connectionNotice(): Promise<Notice> {
  try {
    const status = await testConnection();
    return status >= 200 && status < 300
      ? { variant: 'success', text: LOGIN_TEXTS.connectionOk }
      : { variant: 'warning', text: LOGIN_TEXTS.connectionStatus(status) };
  } catch (failure) {
    const reason = failure instanceof Error ? failure.message : String(failure);
    return { variant: 'danger', text: LOGIN_TEXTS.connectionFailed(reason) };
  }
}

export async function action({ request }: ActionFunctionArgs): Promise<ActionReply> {
  const values = (await request.json()) as LoginValues | ConnectionTest;
  if ('intent' in values) return { notice: await connectionNotice() };
  const outcome = await login({
    email: normalEmail(values.email),
    password: values.password,
    rememberMe: values.rememberMe,
  });
  if (outcome.kind === 'ok') {
    const { user, session_token, expires_at } = outcome.answer;
    saveLogin({ user, session_token, expires_at });
    return {
      notice: null,
      next: { to: nextFrom(new URL(request.url).search, CUSTOMER_HOME), afterMs: LOGIN_REDIRECT_MS },
    };
  }
  if (!isPlainRefusal(outcome)) devLog.error('[login] the login call failed', describeFailure(outcome));
  return { notice: { variant: 'danger', text: loginFailureText(outcome) } };
}
