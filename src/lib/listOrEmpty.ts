/**
 * Customer list reads. A list that fails to load is logged; `where` names the screen in the log line (`[home] could
 * not load categories`), so QA can tell which page's read failed. The catalogue pages (home, /services) then say
 * that the read failed and offer to read again (`listOrFailure`): shown as an empty list, a server that is down
 * looks like a marketplace with nothing to offer. Screens that have no failure state of their own show it empty
 * (`listOrEmpty`).
 */
import { describeFailure, type Outcome } from '../api/outcome';
import { devLog } from '../api/devLog';

/** A list that could not be read: told apart from an empty answer, which is a list. */
interface ReadFailure {
  failed: true;
}

/** What a customer list read comes to: the list the server sent (maybe empty), or that none came. */
export type ListRead<T> = T[] | ReadFailure;

export const readFailed = (read: ListRead<unknown> | null | undefined): read is ReadFailure =>
  read != null && !Array.isArray(read);

/** The list, or null while it loads or when its read failed. */
export const listOf = <T>(read: ListRead<T> | null | undefined): T[] | null => (Array.isArray(read) ? read : null);

export async function listOrFailure<T>(
  where: string,
  what: string,
  load: () => Promise<Outcome<{ data: T[] }>>,
): Promise<ListRead<T>> {
  try {
    const outcome = await load();
    if (outcome.kind === 'ok') return outcome.answer.data;
    devLog.error(`[${where}] could not load ${what}:`, describeFailure(outcome));
  } catch (error) {
    // Only a read the page aborted rejects (src/api/http.ts): nobody waits for it, but it must not go unhandled.
    devLog.error(`[${where}] could not load ${what}`, error);
  }
  return { failed: true };
}

export async function listOrEmpty<T>(
  where: string,
  what: string,
  load: () => Promise<Outcome<{ data: T[] }>>,
): Promise<T[]> {
  return listOf(await listOrFailure(where, what, load)) ?? [];
}
