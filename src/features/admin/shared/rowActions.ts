/**
 * Row actions of the admin lists (delete, status change) are the route's `action`: the page submits them with a
 * fetcher, the action answers with the notice of SPEC §8, and the router reloads the list (its loader) after a
 * change that worked. No page keeps a reload key of its own.
 */
import type { ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { isPlainRefusal, type Outcome } from '../../../api/outcome';
import type { Notice } from '../../../components/AutoDismissAlert';
import type { ActionReply } from '../../../components/form/useActionForm';

/** SPEC §8 gives each row action three texts: it worked, the server said no, the call failed. */
export interface RowActionTexts {
  done: string;
  failed: string;
  error: string;
}

/** What a row action answers: its notice, and whether anything changed (the list reloads only then). */
export interface RowActionResult extends ActionReply {
  notice: Notice;
  changed: boolean;
}

export async function rowAction(
  call: () => Promise<Outcome<unknown>>,
  texts: RowActionTexts,
): Promise<RowActionResult> {
  const outcome = await call();
  if (outcome.kind === 'ok') return { notice: { variant: 'success', text: texts.done }, changed: true };
  return { notice: { variant: 'danger', text: isPlainRefusal(outcome) ? texts.failed : texts.error }, changed: false };
}

/** A refused or failed row action changed nothing: the list stays as it is (no reload, no loading line). */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  const result = actionResult as Partial<RowActionResult> | undefined;
  return result && typeof result.changed === 'boolean' ? result.changed : defaultShouldRevalidate;
}

/** The row id a submitted action is about. */
export const rowId = (form: FormData) => Number(form.get('id'));
