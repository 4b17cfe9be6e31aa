/**
 * The drift since load, per call (the overlay's list, the Markdown report). A drift seen again (same kind and field,
 * list positions aside) counts up instead of adding a row: fifty records missing one field are one row, by first path.
 */
import type { EndpointName } from '../../api/endpoints';
import type { Drift } from './findDrift';

/** `times`: how many times it was seen, in each record of a list, in each answer. */
type DriftEntry = Drift & { times: number };

export interface EndpointDrift {
  name: EndpointName;
  answers: number;
  /** Of those, answers with at least one drift (information aside). */
  drifted: number;
  drifts: DriftEntry[];
}

export type DriftLog = ReturnType<typeof createDriftLog>;

const keyOf = (drift: Drift) => `${drift.kind} ${drift.path.replace(/\[\d+\]/g, '[]')}`;

export function createDriftLog() {
  let calls: EndpointDrift[] = [];
  const listeners = new Set<() => void>();
  const changed = (next: EndpointDrift[]) => {
    calls = next;
    for (const listener of listeners) listener();
  };
  return {
    /** Adds one answer's drift; returns the entries it made new (the console names each once). */
    record(name: EndpointName, drifts: Drift[]): DriftEntry[] {
      const before = calls.find((call) => call.name === name);
      const entries = new Map((before?.drifts ?? []).map((entry) => [keyOf(entry), { ...entry }]));
      const made: DriftEntry[] = [];
      for (const drift of drifts) {
        const seen = entries.get(keyOf(drift));
        if (seen) seen.times += 1;
        else {
          const entry = { ...drift, times: 1 };
          entries.set(keyOf(drift), entry);
          made.push(entry);
        }
      }
      const call: EndpointDrift = {
        name,
        answers: (before?.answers ?? 0) + 1,
        drifted: (before?.drifted ?? 0) + (drifts.some((drift) => drift.severity === 'drift') ? 1 : 0),
        drifts: [...entries.values()],
      };
      changed(before ? calls.map((c) => (c === before ? call : c)) : [...calls, call]);
      return made;
    },
    /** Every call that answered, in the order they first did; a new array after each change. */
    snapshot: (): readonly EndpointDrift[] => calls,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    clear: () => changed([]),
  };
}
