/** The request log's part of the mock panel; the HAR holds every call, whatever the filter. */
import { useState, useSyncExternalStore } from 'react';
import { harFileName, toHar } from '../harExport';
import { clearRequestLog, filterRequestLog, getRequestLog, onRequestLogChange, type LoggedCall } from '../requestLog';
import { downloadFile } from '../../src/lib/downloadFile';
import { endpointOptions, PanelSelect } from './PanelSelect';

function downloadHar(log: LoggedCall[]): void {
  const har = toHar(log, window.location.origin);
  downloadFile(harFileName(new Date()), JSON.stringify(har, null, 2), 'application/json');
}

const clock = (time: number) =>
  new Date(time).toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });

function statusClass(call: LoggedCall): string {
  if (call.status === null) return 'text-bg-secondary';
  if (call.status === 'network error' || call.status >= 500) return 'text-bg-danger';
  if (call.status >= 400) return 'text-bg-warning';
  return 'text-bg-success';
}

/** 24 px tall at least (WCAG 2.5.8): the summary is the only thing to press on a row; it keeps its ▸ marker. */
const summaryStyle: React.CSSProperties = { minHeight: 24, paddingBlock: 2, cursor: 'pointer' };

function CallRow({ call }: { call: LoggedCall }) {
  return (
    <li className="border-bottom py-1">
      <details>
        <summary style={summaryStyle}>
          <span className="text-body-secondary">{clock(call.time)}</span> <strong>{call.method}</strong>{' '}
          <span className="text-break">{call.path}</span> {call.action && <code>{call.action}</code>}{' '}
          <span className={`badge ${statusClass(call)}`}>{call.status ?? 'pending'}</span>
        </summary>
        <dl className="row g-0 mt-1 mb-1">
          <dt className="col-5 fw-normal text-body-secondary">Endpoint</dt>
          <dd className="col-7 mb-0">{call.endpoint ?? 'none (no action matched)'}</dd>
          <dt className="col-5 fw-normal text-body-secondary">Scenario</dt>
          <dd className="col-7 mb-0">{call.scenario}</dd>
          <dt className="col-5 fw-normal text-body-secondary">Duration</dt>
          <dd className="col-7 mb-0">{call.durationMs === null ? 'waiting for an answer' : `${call.durationMs} ms`}</dd>
        </dl>
        <h4 className="h6 small fw-semibold mb-1">Request body</h4>
        <pre className="bg-body-tertiary border rounded p-1 mb-2 small" style={{ whiteSpace: 'pre-wrap' }}>
          {call.requestBody || '(none)'}
        </pre>
        <h4 className="h6 small fw-semibold mb-1">Response body</h4>
        <pre className="bg-body-tertiary border rounded p-1 mb-1 small" style={{ whiteSpace: 'pre-wrap' }}>
          {call.status === 'network error' ? '(no answer: the connection failed)' : call.responseBody || '(none)'}
        </pre>
      </details>
    </li>
  );
}

export function RequestLog() {
  const log = useSyncExternalStore(onRequestLogChange, getRequestLog);
  const [endpoint, setEndpoint] = useState('');
  const shown = filterRequestLog(log, endpoint);

  return (
    <section aria-labelledby="mock-requests-title" className="mb-3">
      <div className="d-flex align-items-center justify-content-between mb-1">
        <h3 id="mock-requests-title" className="h6 m-0">
          Requests <span className="text-body-secondary fw-normal">({log.length})</span>
        </h3>
        <div className="d-flex gap-1">
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            onClick={() => downloadHar(log)}
            disabled={log.length === 0}
          >
            Download HAR
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            onClick={clearRequestLog}
            disabled={log.length === 0}
          >
            Clear log
          </button>
        </div>
      </div>
      <PanelSelect id="mock-log-endpoint" label="Show calls of" value={endpoint} onChange={setEndpoint}>
        {endpointOptions('Every endpoint')}
      </PanelSelect>
      {shown.length === 0 ? (
        <p className="text-body-secondary mb-0">{log.length === 0 ? 'No calls yet.' : 'No calls of this endpoint.'}</p>
      ) : (
        <ol className="list-unstyled mb-0" aria-label="Request log">
          {shown.map((call) => (
            <CallRow key={call.id} call={call} />
          ))}
        </ol>
      )}
    </section>
  );
}
