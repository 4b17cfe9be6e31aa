/**
 * SPEC §8: a customer list that fails to load is logged and shows as empty. `where` names the screen in the
 * log line (`[home] could not load categories`), so QA can tell which page's read failed.
 */
import { devLog } from './devLog';

export async function listOrEmpty<T>(
  where: string,
  what: string,
  load: () => Promise<{ status: string; data?: T[]; message?: string }>,
): Promise<T[]> {
  try {
    const answer = await load();
    if (answer.status === 'success') return answer.data ?? [];
    devLog.error(`[${where}] could not load ${what}:`, answer.message ?? answer.status);
  } catch (error) {
    devLog.error(`[${where}] could not load ${what}`, error);
  }
  return [];
}
