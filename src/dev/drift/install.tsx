/** The drift alarm (docs/drift-alarm.md), loaded by src/launch.tsx behind `__DRIFT_ALARM__`: false in every build. */
import { createRoot } from 'react-dom/client';
import { config } from '../../api/config';
import { onAnswer } from '../../api/http';
import { devLog } from '../../api/devLog';
import { createDriftLog } from './driftLog';
import { DriftOverlay } from './DriftOverlay';
import { driftLine, endpointLabel, findDrift } from './findDrift';

/** Starts the alarm; returns the way to stop it (the page keeps it for its life; a test does not). */
export function installDriftAlarm(): () => void {
  const log = createDriftLog();
  const stopListening = onAnswer((name, answer) => {
    for (const drift of log.record(name, findDrift(name, answer)))
      devLog[drift.severity === 'drift' ? 'warn' : 'info'](`[drift] ${driftLine(endpointLabel(name), drift)}`);
  });
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  root.render(
    <DriftOverlay
      log={log}
      context={() => ({ backend: config.apiBaseUrl || location.origin, page: location.pathname + location.search })}
    />,
  );
  return () => {
    stopListening();
    root.unmount();
    host.remove();
  };
}
