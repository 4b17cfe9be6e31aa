import { isPlainRefusal, type Failure, type Outcome } from '../../../api/outcome';
import type { Notice } from '../../../components/AutoDismissAlert';
import type { ActionReply } from '../../../components/form/useActionForm';

/** A saved record makes the page start a new form. */
export interface AddResult extends ActionReply {
  notice: Notice;
  saved: boolean;
}

interface AddTexts {
  /** Said when it worked and the server sent no message (or `serverSuccess` is false). */
  added: string;
  /** Said when the server refused without a message. */
  failed: string;
  /** Said for any other failure (each page maps the transport failures its own way). */
  caught: (failure: Failure) => string;
  /** Whether the server's message is preferred to `added` (categories, subcategories) or not (services). */
  serverSuccess: boolean;
}

export async function addResult(
  request: Request,
  send: (body: FormData) => Promise<Outcome<{ message?: string }>>,
  texts: AddTexts,
): Promise<AddResult> {
  const outcome = await send(await request.formData());
  if (outcome.kind === 'ok') {
    const text = (texts.serverSuccess && outcome.answer.message) || texts.added;
    return { notice: { variant: 'success', text }, saved: true };
  }
  const text = isPlainRefusal(outcome) ? outcome.message || texts.failed : texts.caught(outcome);
  return { notice: { variant: 'danger', text }, saved: false };
}
