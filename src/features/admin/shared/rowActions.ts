import type { ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { isPlainRefusal, type Outcome } from '../../../api/outcome';
import type { Notice } from '../../../components/AutoDismissAlert';
import type { ActionReply } from '../../../components/form/useActionForm';

/** The list reloads only when something changed. */
export interface RowActionResult extends ActionReply {
  notice: Notice;
  changed: boolean;
}

export async function rowAction(
  call: () => Promise<Outcome<unknown>>,
  texts: { done: string; failed: string; error: string },
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

export const rowId = (form: FormData) => Number(form.get('id'));
