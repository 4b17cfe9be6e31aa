import type { Drift } from './findDrift';

/** The kind as a reader sees it: information is marked so, so that it does not read as a failure. */
export const describeDrift = (drift: Drift) => (drift.severity === 'info' ? `${drift.kind} (info)` : drift.kind);

/** One console line: `listServices (GET listservices.php): data[3].price wrong type: expected number, got "499"`. */
export const driftLine = (label: string, drift: Drift) =>
  `${label}: ${drift.path || '(the answer)'} ${describeDrift(drift)}: expected ${drift.expected}, got ${drift.got}`;
