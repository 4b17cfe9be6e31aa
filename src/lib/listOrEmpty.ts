/**
 * Customer list reads, a failure logged under `where` (the screen). The catalogue pages say a read failed
 * (`listOrFailure`): shown as an empty list, a server that is down looks like a marketplace with nothing to offer.
 */
import { describeFailure, type Outcome } from '../api/outcome';
import { devLog } from '../api/devLog';

export type ListRead<T> = T[] | { failed: true };

export const readFailed = (read: ListRead<unknown> | null | undefined): read is { failed: true } =>
  read != null && !Array.isArray(read);

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

export const listOrEmpty = async <T>(...read: Parameters<typeof listOrFailure<T>>): Promise<T[]> =>
  listOf(await listOrFailure(...read)) ?? [];
