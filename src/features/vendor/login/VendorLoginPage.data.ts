/** A success stores the session and goes on at once (`next`, else the dashboard), in place of the login. */
import { replace, type ActionFunctionArgs } from 'react-router-dom';
import { vendorLogin } from '../../../api/vendor';
import type { ActionReply } from '../../../components/form/useActionForm';
import { VENDOR_HOME } from '../../../lib/routeGuards';
import { normalEmail } from '../../../lib/email';
import { nextFrom } from '../../../lib/next';
import { forgetVendorRefresh, saveVendorLogin } from '../../../lib/vendorSession';
import { failureText, LOGIN_TEXTS } from '../vendorTexts';
import type { VendorLoginValues } from './loginRules';

export async function action({ request }: ActionFunctionArgs): Promise<ActionReply | Response> {
  const values = (await request.json()) as VendorLoginValues;
  const outcome = await vendorLogin({
    email: normalEmail(values.email),
    password: values.password,
    rememberMe: values.rememberMe,
  });
  if (outcome.kind === 'ok') {
    forgetVendorRefresh();
    saveVendorLogin(outcome.answer.token, outcome.answer.vendor, values.rememberMe);
    return replace(nextFrom(new URL(request.url).search, VENDOR_HOME));
  }
  return { notice: { variant: 'danger', text: failureText(outcome, LOGIN_TEXTS.failed, LOGIN_TEXTS.network) } };
}
