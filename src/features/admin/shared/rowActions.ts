/**
 * Row actions of the admin lists (delete, status change) are the route's `action`: the page submits them with a
 * fetcher, the action answers with the notice of SPEC §8, and the router reloads the list (its loader) after a
 * change that worked. No page keeps a reload key of its own.
 */
import type { ShouldRevalidateFunctionArgs } from 'react-router-dom';
import type { Notice } from '../../../components/AutoDismissAlert';

/** SPEC §8 gives each row action three texts: it worked, the server said no, the call failed. */
export interface RowActionTexts {
  done: string;
  failed: string;
  error: string;
}

/** What a row action answers: its notice, and whether anything changed (the list reloads only then). */
export interface RowActionResult {
  notice: Notice;
  changed: boolean;
}

export async function rowAction(
  call: () => Promise<{ status: string }>,
  texts: RowActionTexts,
): Promise<RowActionResult> {
  try {
    const response = await call();
    return response.status === 'success'
      ? { notice: { variant: 'success', text: texts.done }, changed: true }
      : { notice: { variant: 'danger', text: texts.failed }, changed: false };
  } catch {
    return { notice: { variant: 'danger', text: texts.error }, changed: false };
  }
}

/** A refused or failed row action changed nothing: the list stays as it is (no reload, no loading line). */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  const result = actionResult as Partial<RowActionResult> | undefined;
  return result && typeof result.changed === 'boolean' ? result.changed : defaultShouldRevalidate;
}

/** The row id a submitted action is about. */
export const rowId = (form: FormData) => Number(form.get('id'));
