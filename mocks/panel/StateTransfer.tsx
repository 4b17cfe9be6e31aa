/**
 * "Mock state" (docs/mock-state.md). An import replaces the data at once; the reload the page needs is offered, not
 * forced, so the outcome stays readable.
 */
import { useState, type ChangeEvent } from 'react';
import { downloadFile } from '../../src/lib/downloadFile';
import { exportState, importStateFile, stateFileName } from '../stateFile';

function exportToFile(): void {
  const now = new Date();
  downloadFile(stateFileName(now), JSON.stringify(exportState(now)), 'application/json');
}

export function StateTransfer() {
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  async function importFromInput(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const read = await importStateFile(file);
    // Emptied, so choosing the same file again (after fixing it) is a change too.
    input.value = '';
    if (!read.ok) return setOutcome({ ok: false, text: read.message });
    const { db } = read.file;
    setOutcome({
      ok: true,
      text:
        `Imported ${file.name}: ${db.customers.length} customers, ${db.vendors.length} vendors, ` +
        `${db.categories.length} categories, ${db.bookings.length} bookings. Reload the page to see them on it.`,
    });
  }

  return (
    <section className="mb-3" aria-labelledby="mock-state-heading">
      <h3 className="h6" id="mock-state-heading">
        Mock state
      </h3>
      <button type="button" className="btn btn-outline-secondary btn-sm w-100 mb-2" onClick={exportToFile}>
        Export state
      </button>
      <label className="form-label mb-1" htmlFor="mock-state-file">
        Import state (a mock-state JSON file)
      </label>
      <input
        id="mock-state-file"
        type="file"
        accept=".json,application/json"
        className="form-control form-control-sm"
        aria-describedby={outcome ? 'mock-state-outcome' : undefined}
        onChange={(event) => void importFromInput(event)}
      />
      {outcome && (
        <div
          id="mock-state-outcome"
          role={outcome.ok ? 'status' : 'alert'}
          className={`alert ${outcome.ok ? 'alert-success' : 'alert-danger'} small py-2 mt-2 mb-0`}
        >
          {outcome.text}
          {outcome.ok && (
            <button
              type="button"
              className="btn btn-success btn-sm d-block mt-2"
              onClick={() => window.location.reload()}
            >
              Reload page
            </button>
          )}
        </div>
      )}
    </section>
  );
}
