/**
 * SPEC §8: a customer list that fails to load is logged and shows as empty. `where` names the screen in the
 * log line (`[home] could not load categories`), so QA can tell which page's read failed.
 */
import { describeFailure, type Outcome } from '../api/outcome';
import { devLog } from './devLog';

export async function listOrEmpty<T>(
  where: string,
  what: string,
  load: () => Promise<Outcome<{ data: T[] }>>,
): Promise<T[]> {
  try {
    const outcome = await load();
    if (outcome.kind === 'ok') return outcome.answer.data;
    devLog.error(`[${where}] could not load ${what}:`, describeFailure(outcome));
  } catch (error) {
    // Only a read the page aborted rejects (src/api/http.ts): nobody waits for it, but it must not go unhandled.
    devLog.error(`[${where}] could not load ${what}`, error);
  }
  return [];
}
