/** The mock panel (docs/qa.md): only builds that mock load it, so no production bundle carries it. */
import { useState, useSyncExternalStore } from 'react';
import type { EndpointName } from '../../src/api/endpoints';
import { db, onDbChange, resetDb } from '../db';
import { getScenario, onScenarioChange, SCENARIOS, setScenario, type ScenarioName } from '../scenarios';
import { DEMO_ACCOUNTS } from '../../fixtures/seed';
import { DemoMarker } from './DemoMarker';
import { endpointOptions, options, PanelSelect } from './PanelSelect';
import { RequestLog } from './RequestLog';
import { StateTransfer } from './StateTransfer';
import { SeedChoice } from './SeedChoice';

function resetData(): void {
  if (!window.confirm('Reset the mock data to its seed? Accounts, bookings and catalogue changes are lost.')) return;
  resetDb();
  window.location.reload();
}

export function MockPanel() {
  const [open, setOpen] = useState(false);
  const outbox = useSyncExternalStore(onDbChange, () => db().outbox);
  const scenario = useSyncExternalStore(onScenarioChange, getScenario);
  const broken = scenario.name !== 'normal';
  const toggle = (
    <button
      type="button"
      className={`mock-toggle btn btn-sm shadow ${broken ? 'btn-danger is-broken' : 'btn-dark'}`}
      onClick={() => setOpen(true)}
      aria-expanded={false}
      aria-controls="mock-panel"
    >
      {/* Wide screens read the first; a phone shows the second and keeps the first for its name. */}
      <span className="mock-toggle-long">Mock backend{broken ? `: ${scenario.name}` : ''}</span>{' '}
      <span className="mock-toggle-short">Demo</span>
      {outbox.length > 0 && (
        <span className="badge bg-light text-dark ms-2">
          {outbox.length}
          <span className="mock-toggle-long"> OTP</span>
        </span>
      )}
    </button>
  );

  return (
    <>
      <DemoMarker />
      {!open ? (
        toggle
      ) : (
        <section id="mock-panel" className="mock-panel card shadow" aria-label="Mock backend panel">
          <div className="card-header d-flex align-items-center justify-content-between py-2">
            <h2 className="h6 m-0">Mock backend</h2>
            <button type="button" className="btn-close" aria-label="Close mock panel" onClick={() => setOpen(false)} />
          </div>
          <div className="card-body small">
            <h3 className="h6">OTP e-mails</h3>
            {outbox.length === 0 ? (
              <p className="text-body-secondary">No OTP sent yet.</p>
            ) : (
              <ul className="list-unstyled mb-3" aria-label="OTP e-mails">
                {outbox.slice(0, 5).map((mail) => (
                  <li key={`${mail.to}-${mail.sent_at}`} className="d-flex justify-content-between border-bottom py-1">
                    <span className="text-truncate me-2" title={mail.to}>
                      {mail.to} <span className="text-body-secondary">({mail.audience})</span>
                    </span>
                    <code className="fs-6" data-testid="otp-code">
                      {mail.code}
                    </code>
                  </li>
                ))}
              </ul>
            )}

            <PanelSelect
              id="mock-scenario"
              label="Scenario"
              value={scenario.name}
              onChange={(name) => setScenario({ name: name as ScenarioName })}
            >
              {options(Object.entries(SCENARIOS))}
            </PanelSelect>
            <PanelSelect
              id="mock-endpoint"
              label="Applies to"
              value={scenario.endpoint ?? ''}
              onChange={(endpoint) => setScenario({ endpoint: (endpoint || null) as EndpointName | null })}
            >
              {endpointOptions('Every call')}
            </PanelSelect>
            <div className="mb-3">
              <label className="form-label mb-1" htmlFor="mock-latency">
                Latency (ms)
              </label>
              <input
                id="mock-latency"
                type="number"
                min={0}
                step={50}
                className="form-control form-control-sm"
                value={scenario.latencyMs}
                onChange={(event) => setScenario({ latencyMs: Math.max(0, Number(event.target.value) || 0) })}
              />
            </div>

            <RequestLog />
            <SeedChoice />

            <details className="mb-3">
              <summary>Demo accounts</summary>
              <ul className="list-unstyled mt-1 mb-0">
                {Object.entries(DEMO_ACCOUNTS).map(([role, account]) => (
                  <li key={role}>
                    {role}: <code>{account.email}</code> / <code>{account.password}</code>
                  </li>
                ))}
              </ul>
            </details>

            <StateTransfer />

            <button type="button" className="btn btn-outline-danger btn-sm w-100" onClick={resetData}>
              Reset data
            </button>
          </div>
        </section>
      )}
    </>
  );
}
