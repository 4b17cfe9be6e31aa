/** The overlay lists the drift per call since load, opens at the first drift, and copies it as Markdown. */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { listCategories } from '../../api/catalogue';
import { endpointUrl } from '../../api/endpoints';
import { createDriftLog, type DriftLog } from './driftLog';
import { DriftOverlay } from './DriftOverlay';
import { installDriftAlarm } from './install';

const context = () => ({ backend: 'https://api.example.in', page: '/services?category=1' });

function drifted(log: DriftLog) {
  act(() => {
    log.record('listCategories', []);
    log.record('listServices', [
      { kind: 'wrong type', path: 'data[3].price', expected: 'number', got: '"499"', severity: 'drift' },
      { kind: 'extra', path: 'data[0].base_price', expected: 'no such field', got: '499', severity: 'info' },
    ]);
    log.record('listServices', [
      { kind: 'wrong type', path: 'data[0].price', expected: 'number', got: '"99"', severity: 'drift' },
    ]);
    log.record('login', [
      { kind: 'not JSON', path: '', expected: 'a JSON answer', got: '"<b>Warning</b> | x"', severity: 'drift' },
    ]);
  });
}

const MARKDOWN = `## API drift

Backend: https://api.example.in · page: /services?category=1 · 4 answers checked since load

### listServices (GET listservices.php)

2 of 2 answers drifted.

| Kind | Field | Expected | Got | Seen |
| --- | --- | --- | --- | --- |
| wrong type | \`data[3].price\` | number | "499" | 2 |
| extra (info) | \`data[0].base_price\` | no such field | 499 | 1 |

### login (POST login.php action=login)

1 of 1 answers drifted.

| Kind | Field | Expected | Got | Seen |
| --- | --- | --- | --- | --- |
| not JSON | (the answer) | a JSON answer | "&lt;b&gt;Warning&lt;/b&gt; \\| x" | 1 |
`;

afterEach(() => document.body.replaceChildren());

describe('DriftOverlay', () => {
  it('stays a closed button until the first drift, then lists it per call that drifted', () => {
    const log = createDriftLog();
    render(<DriftOverlay log={log} context={context} />);
    const toggle = screen.getByRole('button', { name: 'API drift: 0' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Drift per call' })).not.toBeInTheDocument();

    drifted(log);
    expect(screen.getByRole('button', { name: 'API drift: 2 (+1 info)' })).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('region', { name: 'Drift per call' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['listServices (GET listservices.php)', 'login (POST login.php action=login)']);
    const services = within(list).getByRole('region', { name: 'listServices (GET listservices.php)' });
    expect(within(services).getByText('2 of 2 answers drifted')).toBeInTheDocument();
    expect(
      within(services)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'KindFieldExpectedGotSeen',
      'wrong typedata[3].pricenumber"499"2',
      'extra (info)data[0].base_priceno such field4991',
    ]);
    expect(screen.getByText('4 answers checked', { exact: false })).toBeInTheDocument();
  });

  it('copies the report as Markdown to the clipboard', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const log = createDriftLog();
    render(<DriftOverlay log={log} context={context} />);
    drifted(log);
    await user.click(screen.getByRole('button', { name: 'Copy as Markdown' }));
    expect(writeText).toHaveBeenCalledWith(MARKDOWN);
    expect(screen.getByRole('status')).toHaveTextContent('Copied to the clipboard.');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows the report in a labelled text box, selected, when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const log = createDriftLog();
    render(<DriftOverlay log={log} context={context} />);
    drifted(log);
    await user.click(screen.getByRole('button', { name: 'Copy as Markdown' }));
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: /copy the report from here/ });
    expect(box.value).toBe(MARKDOWN);
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, MARKDOWN.length]);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('stays closed once closed, counts on, and clears', async () => {
    const user = userEvent.setup();
    const log = createDriftLog();
    render(<DriftOverlay log={log} context={context} />);
    drifted(log);
    await user.click(screen.getByRole('button', { name: /^API drift: 2/ }));
    drifted(log);
    expect(screen.getByRole('button', { name: 'API drift: 2 (+1 info)' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Drift per call' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^API drift: 2/ }));
    expect(screen.getByText('4 of 4 answers drifted')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('button', { name: 'API drift: 0' })).toBeInTheDocument();
    expect(screen.getByText('No drift so far.')).toBeInTheDocument();
  });
});

describe('installDriftAlarm', () => {
  it('checks every answer the app reads, warns in the console and shows the overlay', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    server.use(
      mswHttp.get(endpointUrl('listCategories'), () =>
        HttpResponse.json({ status: 'success', data: [{ id: '1', name: 'Cleaning', colour: 'red' }] }),
      ),
    );
    const stop = installDriftAlarm();
    await listCategories();
    expect(await screen.findByRole('button', { name: 'API drift: 1 (+1 info)' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      '[drift] listCategories (GET listcategories.php): data[0].id wrong type: expected number, got "1"',
    );
    expect(info).toHaveBeenCalledWith(
      '[drift] listCategories (GET listcategories.php): data[0].colour extra (info): expected no such field, got "red"',
    );

    stop();
    expect(screen.queryByRole('region', { name: 'API drift alarm' })).not.toBeInTheDocument();
    warn.mockClear();
    await listCategories();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(warn).not.toHaveBeenCalled();
  });
});
