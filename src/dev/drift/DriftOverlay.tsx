/** The drift alarm's overlay: a count since load, opening at the first drift to a list per call. */
import { useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { DriftLog, EndpointDrift } from './driftLog';
import { describeDrift, endpointLabel } from './findDrift';
import { driftMarkdown, type ReportContext } from './markdown';
import './driftOverlay.css';

type Copy = { state: 'copied' } | { state: 'manual'; text: string } | null;

const count = (calls: readonly EndpointDrift[], severity: 'drift' | 'info') =>
  calls.reduce((n, call) => n + call.drifts.filter((d) => d.severity === severity).length, 0);

function CallDrift({ call }: { call: EndpointDrift }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-2">
      <h3 id={headingId} className="h6 mb-1 text-break">
        {endpointLabel(call.name)}
      </h3>
      <p className="mb-1">
        {call.drifted} of {call.answers} answers drifted
      </p>
      <table className="table table-sm mb-0">
        <thead>
          <tr>
            {['Kind', 'Field', 'Expected', 'Got', 'Seen'].map((heading) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {call.drifts.map((drift) => (
            <tr key={`${drift.kind} ${drift.path}`} className={drift.severity === 'drift' ? 'table-danger' : undefined}>
              <td>{describeDrift(drift)}</td>
              <td>
                <code>{drift.path || '(the answer)'}</code>
              </td>
              <td>{drift.expected}</td>
              <td>{drift.got}</td>
              <td>{drift.times}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function ManualCopy({ text }: { text: string }) {
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  // In the commit itself: the box never shows unselected, and a test sees it as the user does.
  useLayoutEffect(() => area.current?.select(), [text]);
  return (
    <div className="mt-2">
      <label htmlFor={id} className="form-label mb-1">
        The clipboard refused: copy the report from here
      </label>
      <textarea
        id={id}
        ref={area}
        className="form-control form-control-sm font-monospace"
        rows={6}
        readOnly
        value={text}
      />
    </div>
  );
}

export function DriftOverlay({ log, context }: { log: DriftLog; context: () => ReportContext }) {
  const calls = useSyncExternalStore(log.subscribe, log.snapshot);
  // Open by itself at the first drift, until the developer opens or closes it.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [copy, setCopy] = useState<Copy>(null);
  const panelId = useId();
  const drifts = count(calls, 'drift');
  const infos = count(calls, 'info');
  const open = chosen ?? drifts > 0;
  const drifting = calls.filter((call) => call.drifts.length > 0);
  const answers = calls.reduce((n, call) => n + call.answers, 0);

  const clear = () => {
    log.clear();
    setCopy(null);
  };

  async function copyReport() {
    const text = driftMarkdown(calls, context());
    try {
      await navigator.clipboard.writeText(text);
      setCopy({ state: 'copied' });
    } catch {
      // No clipboard (a page not served from localhost or HTTPS) or permission refused: the text, to copy by hand.
      setCopy({ state: 'manual', text });
    }
  }

  return (
    <section className="drift-alarm" aria-label="API drift alarm" data-drift-alarm="">
      <button
        type="button"
        className={`btn btn-sm shadow ${drifts > 0 ? 'btn-danger' : 'btn-dark'}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setChosen(!open)}
      >
        API drift: {drifts}
        {infos > 0 ? ` (+${infos} info)` : ''}
      </button>
      <div id={panelId} className="drift-alarm__panel card shadow" hidden={!open}>
        <div className="card-body p-2">
          <h2 className="h6">API drift since load</h2>
          <p className="mb-2">
            {answers} answers checked against the app&apos;s response schemas (src/api/schemas.ts).
          </p>
          {/* Scrolls when long: a focusable region, so a keyboard can scroll it. */}
          <div className="drift-alarm__list" role="region" aria-label="Drift per call" tabIndex={0}>
            {drifting.length === 0 ? <p className="mb-0">No drift so far.</p> : null}
            {drifting.map((call) => (
              <CallDrift key={call.name} call={call} />
            ))}
          </div>
          <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
            <button type="button" className="btn btn-sm btn-primary" onClick={() => void copyReport()}>
              Copy as Markdown
            </button>
            <button type="button" className="btn btn-sm btn-outline-secondary" onClick={clear}>
              Clear
            </button>
            <span role="status">{copy?.state === 'copied' ? 'Copied to the clipboard.' : ''}</span>
          </div>
          {copy?.state === 'manual' ? <ManualCopy text={copy.text} /> : null}
        </div>
      </div>
    </section>
  );
}
