import { isPlainRefusal, type Outcome } from '../../../api/outcome';

/** One page of a list as shown: its rows, where it stands, and the text of a read that failed. */
export interface ListSlice<T> {
  rows: T[];
  total: number;
  current: number;
  pages: number;
  perPage: number;
  failure?: string;
}

export const positiveInt = (value: string | null, fallback: number): number => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

/** A list read's page; a refusal says `failed`, any other failure `error`. */
export async function readSlice<A, T>(
  read: Promise<Outcome<A>>,
  texts: { failed: string; error: string },
  slice: (answer: A) => ListSlice<T>,
): Promise<ListSlice<T>> {
  const outcome = await read.catch(() => null);
  if (outcome?.kind === 'ok') return slice(outcome.answer);
  const failure = outcome && isPlainRefusal(outcome) ? texts.failed : texts.error;
  return { rows: [], total: 0, current: 1, pages: 1, perPage: 1, failure };
}
