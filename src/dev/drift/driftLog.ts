/**
 * The drift seen since the page loaded, per call: what the overlay lists and the Markdown report copies. A drift
 * seen again (the same kind at the same field, list positions aside) counts up instead of adding a row, so a list
 * of fifty records missing one field is one row, named by its first path.
 */
import type { EndpointName } from '../../api/endpoints';
import type { Drift } from './findDrift';

interface DriftEntry extends Drift {
  /** How many times it was seen: in each record of a list, in each answer. */
  times: number;
}

export interface EndpointDrift {
  name: EndpointName;
  answers: number;
  /** Of those, answers with at least one drift (information aside). */
  drifted: number;
  drifts: DriftEntry[];
}

export interface DriftLog {
  /** Adds one answer's drift; returns the entries it made new (the console names each once). */
  record(name: EndpointName, drifts: Drift[]): DriftEntry[];
  /** Every call that answered, in the order they first did; a new array after each change. */
  snapshot(): readonly EndpointDrift[];
  subscribe(listener: () => void): () => void;
  clear(): void;
}

const keyOf = (drift: Drift) => `${drift.kind} ${drift.path.replace(/\[\d+\]/g, '[]')}`;

export function createDriftLog(): DriftLog {
  let calls = new Map<EndpointName, { answers: number; drifted: number; entries: Map<string, DriftEntry> }>();
  let current: readonly EndpointDrift[] = [];
  const listeners = new Set<() => void>();
  const changed = () => {
    current = [...calls].map(([name, call]) => ({
      name,
      answers: call.answers,
      drifted: call.drifted,
      drifts: [...call.entries.values()].map((entry) => ({ ...entry })),
    }));
    for (const listener of listeners) listener();
  };
  return {
    record(name, drifts) {
      const call = calls.get(name) ?? { answers: 0, drifted: 0, entries: new Map() };
      calls.set(name, call);
      call.answers += 1;
      if (drifts.some((drift) => drift.severity === 'drift')) call.drifted += 1;
      const made: DriftEntry[] = [];
      for (const drift of drifts) {
        const key = keyOf(drift);
        const seen = call.entries.get(key);
        if (seen) seen.times += 1;
        else {
          const entry = { ...drift, times: 1 };
          call.entries.set(key, entry);
          made.push(entry);
        }
      }
      changed();
      return made;
    },
    snapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    clear() {
      calls = new Map();
      changed();
    },
  };
}
