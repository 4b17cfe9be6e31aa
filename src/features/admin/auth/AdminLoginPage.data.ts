import type { ActionFunctionArgs } from 'react-router-dom';
import { adminLogin } from '../../../api/admin';
import type { Request } from '../../../api/types';
import type { ActionReply } from '../../../components/form/useActionForm';
import { ADMIN_HOME } from '../../../lib/routeGuards';
import { saveAdminSession } from '../../../lib/adminSession';
import { nextFrom } from '../../../lib/next';
import { TEXT } from '../shared/messages';

/** How long 'Login successful! Redirecting...' shows before the dashboard opens. */
export const ADMIN_REDIRECT_MS = 1000;

export type AdminLoginValues = Request<'adminLogin'>;

/** The login changes nothing this page reads: its guard must not run again and skip the success message. */
export { keepReadsAfterWrites as shouldRevalidate } from '../../../lib/keepReads';

export async function action({ request }: ActionFunctionArgs): Promise<ActionReply> {
  const { email, password } = (await request.json()) as AdminLoginValues;
  const outcome = await adminLogin(email, password);
  if (outcome.kind === 'ok') {
    saveAdminSession(outcome.answer.token ?? '', outcome.answer.admin ?? { id: 0, name: 'Administrator', email });
    const to = nextFrom(new URL(request.url).search, ADMIN_HOME);
    return { notice: { variant: 'success', text: TEXT.loginSuccess }, next: { to, afterMs: ADMIN_REDIRECT_MS } };
  }
  // A refusal the server explained in JSON (with any HTTP status) is a failed login (its message, else
  // 'Login failed'); network, an HTML error page or an unreadable answer get the network text.
  const text = outcome.kind === 'refused' ? outcome.message || TEXT.loginFailed : TEXT.loginNetwork;
  return { notice: { variant: 'danger', text } };
}
