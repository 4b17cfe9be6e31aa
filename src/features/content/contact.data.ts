/**
 * The contact form's write, on /contact and /help (SPEC §2.9): §7 has no call for it, so nothing leaves the
 * browser; the action thanks the visitor with the §8 text, and the form empties once it answered.
 */
import type { ActionReply } from '../../components/form/useActionForm';
import { CONTACT } from '../../content/pages/support';

export const action = (): ActionReply => ({ notice: { variant: 'success', text: CONTACT.sent } });
