/** No call takes the contact form: nothing leaves the browser, the visitor is thanked. */
import type { ActionReply } from '../../components/form/useActionForm';
import { CONTACT } from '../../content/pages/support';

export const action = (): ActionReply => ({ notice: { variant: 'success', text: CONTACT.sent } });
