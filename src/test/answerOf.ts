/**
 * For tests that read what the server answered: the body of a success, or the status and message of a refusal
 * (as the PHP backend sends them), from a call's outcome. Any other outcome fails the test with what it was.
 */
import type { Outcome } from '../api/outcome';

export async function answerOf<T>(call: Promise<Outcome<T>>): Promise<T> {
  const outcome = await call;
  if (outcome.kind === 'ok') return outcome.answer;
  if (outcome.kind === 'failed') throw new Error(`the call failed: ${outcome.reason} (${outcome.detail})`);
  return { status: outcome.kind === 'refused' ? outcome.status : 'error', message: outcome.message } as T;
}
