/**
 * The mock panel's "Mock state" part (StateTransfer.tsx) as QA uses it: export downloads the state as a valid
 * state file; importing a good file changes what the panel shows; a bad file is refused with its message.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, resetDb, saveDb } from '../db';
import { getScenario, resetScenario, setScenario } from '../scenarios';
import { exportState, readStateFile, STATE_FILE_FORMAT } from '../stateFile';
import { MockPanel } from './MockPanel';

const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
afterEach(() => {
  Object.assign(URL, original);
  vi.restoreAllMocks();
});

async function openPanel() {
  const user = userEvent.setup();
  render(<MockPanel />);
  await user.click(screen.getByRole('button', { name: /Mock backend/ }));
  return user;
}

const jsonFile = (text: string, name = 'mock-state-2026-11-26-0930.json') =>
  new File([text], name, { type: 'application/json' });

/** A state file with one OTP e-mail in its inbox and the offline scenario, while the live state has neither. */
function otherStateFile(): File {
  db().outbox.unshift({ audience: 'vendor', to: 'arjun.das@example.in', code: '482913', sent_at: Date.now() });
  setScenario({ name: 'offline', latencyMs: 900 });
  const text = JSON.stringify(exportState());
  resetDb();
  resetScenario();
  return jsonFile(text);
}

describe('the mock panel state export', () => {
  it('downloads the whole state as a state file named by the date', async () => {
    db().categories[0].name = 'Deep Cleaning';
    saveDb();
    const made: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (made.push(blob), 'blob:state'), revokeObjectURL: vi.fn() });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const user = await openPanel();

    await user.click(screen.getByRole('button', { name: 'Export state' }));

    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^mock-state-\d{4}-\d{2}-\d{2}-\d{4}\.json$/);
    expect(made[0].type).toBe('application/json');
    const text = await made[0].text();
    expect(JSON.parse(text)).toMatchObject({ format: STATE_FILE_FORMAT });
    const read = readStateFile(text);
    expect(read.ok && read.file.db).toEqual(db());
    expect(read.ok && read.file.db.categories[0].name).toBe('Deep Cleaning');
  });
});

describe('the mock panel state import', () => {
  it('has a named export button and a labelled file input that takes JSON files', async () => {
    await openPanel();
    const input = screen.getByLabelText('Import state (a mock-state JSON file)');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.json,application/json');
    expect(screen.getByRole('button', { name: 'Export state' })).toBeEnabled();
  });

  it('replaces the state with a good file: the panel shows its OTP e-mail and scenario, and offers a reload', async () => {
    const file = otherStateFile();
    const user = await openPanel();
    expect(screen.getByText('No OTP sent yet.')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Import state (a mock-state JSON file)'), file);

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      'Imported mock-state-2026-11-26-0930.json: 25 customers, 13 vendors, 15 categories, 40 bookings. Reload the page to see them on it.',
    );
    expect(within(status).getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'OTP e-mails' })).toHaveTextContent('arjun.das@example.in');
    expect(screen.getByTestId('otp-code')).toHaveTextContent('482913');
    expect(screen.getByLabelText('Scenario')).toHaveValue('offline');
    expect(screen.getByLabelText('Latency (ms)')).toHaveValue(900);
    expect(getScenario().name).toBe('offline');
  });

  it('refuses a bad file with its message and leaves the panel and the data as they were', async () => {
    const good = otherStateFile();
    const before = structuredClone(db());
    const user = await openPanel();

    await user.upload(screen.getByLabelText('Import state (a mock-state JSON file)'), jsonFile('{"customers": ['));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not JSON, so it is not a mock state file. Nothing was changed.',
    );
    expect(screen.getByLabelText('Import state (a mock-state JSON file)')).toHaveAccessibleDescription(
      /not a mock state file/,
    );
    expect(screen.queryByRole('button', { name: 'Reload page' })).toBeNull();
    expect(screen.getByText('No OTP sent yet.')).toBeInTheDocument();
    expect(screen.getByLabelText('Scenario')).toHaveValue('normal');
    expect(db()).toEqual(before);

    // The same input takes a good file next, and the refusal gives way to the outcome.
    await user.upload(screen.getByLabelText('Import state (a mock-state JSON file)'), good);
    expect(await screen.findByRole('status')).toHaveTextContent(/^Imported/);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
