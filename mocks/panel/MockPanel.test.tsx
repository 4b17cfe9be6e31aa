import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { listCategories } from '../../src/api/catalogue';
import { login } from '../../src/api/customer';
import { DEMO_ACCOUNTS } from '../../fixtures/seed';
import { startRequestLog, stopRequestLog } from '../requestLog';
import { setScenario } from '../scenarios';
import { MockPanel } from './MockPanel';

const { email, password } = DEMO_ACCOUNTS.customer;

// Unmount first: forgetting the log would otherwise redraw a panel nobody looks at.
afterEach(() => {
  cleanup();
  stopRequestLog();
});

async function openPanel() {
  const user = userEvent.setup();
  render(<MockPanel />);
  await user.click(screen.getByRole('button', { name: /Mock backend/ }));
  return user;
}

describe('mock panel request log', () => {
  it('lists the calls the app made, newest first, and opens one to its masked bodies', async () => {
    startRequestLog();
    await login({ email, password, rememberMe: true });
    await listCategories({ page: 2 });
    const user = await openPanel();

    const log = screen.getByRole('list', { name: 'Request log' });
    const rows = within(log).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(/GET\s*\/api\/admin\/listcategories\.php\?page=2\s*200/);
    expect(rows[1]).toHaveTextContent(/POST\s*\/api\/user\/login\.php\s*login\s*200/);
    expect(screen.getByRole('heading', { name: 'Requests (2)' })).toBeInTheDocument();

    // Bodies on demand: closed until the row is opened.
    const loginCall = rows[1].querySelector('details')!;
    expect(loginCall).not.toHaveAttribute('open');
    await user.click(within(rows[1]).getByText('login.php', { exact: false }));
    expect(loginCall).toHaveAttribute('open');
    expect(rows[1]).toHaveTextContent('Endpoint');
    expect(rows[1]).toHaveTextContent('Scenario');
    expect(rows[1]).toHaveTextContent(/Duration\s*\d+ ms/);
    const [requestBody, responseBody] = within(rows[1]).getAllByText(/"status"|"email"/, { selector: 'pre' });
    expect(requestBody).toHaveTextContent(`"email": "${email}"`);
    expect(requestBody).toHaveTextContent('"password": "••••••"');
    expect(rows[1]).not.toHaveTextContent(password);
    expect(responseBody).toHaveTextContent('"session_token": "••••••"');
  });

  it('shows the scenario that applied and a failed connection', async () => {
    startRequestLog();
    setScenario({ name: 'offline', endpoint: 'listCategories' });
    await listCategories().catch(() => undefined);
    const user = await openPanel();
    const [row] = within(screen.getByRole('list', { name: 'Request log' })).getAllByRole('listitem');
    expect(row).toHaveTextContent('network error');
    await user.click(within(row).getByText('network error'));
    expect(row).toHaveTextContent(/Scenario\s*offline \(listCategories only\)/);
    expect(row).toHaveTextContent('(no answer: the connection failed)');
  });

  it('filters by endpoint name and clears the log', async () => {
    startRequestLog();
    await login({ email, password, rememberMe: false });
    await listCategories();
    await listCategories({ page: 2 });
    const user = await openPanel();

    await user.selectOptions(screen.getByLabelText('Show calls of'), 'login');
    let rows = within(screen.getByRole('list', { name: 'Request log' })).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('login.php');

    await user.selectOptions(screen.getByLabelText('Show calls of'), 'listCategories');
    rows = within(screen.getByRole('list', { name: 'Request log' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);

    await user.selectOptions(screen.getByLabelText('Show calls of'), 'addCategory');
    expect(screen.getByText('No calls of this endpoint.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear log' }));
    expect(screen.queryByRole('list', { name: 'Request log' })).toBeNull();
    expect(screen.getByText('No calls yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Requests (0)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear log' })).toBeDisabled();
  });

  it('shows a call as it happens', async () => {
    startRequestLog();
    await openPanel();
    expect(screen.getByText('No calls yet.')).toBeInTheDocument();
    // The log changes outside React (the mock backend answering): act() lets React draw it.
    await act(() => listCategories());
    expect(await screen.findByRole('list', { name: 'Request log' })).toHaveTextContent('listcategories.php');
  });
});

describe('the demo marker', () => {
  it('says "Demo data" whether the panel is open or closed, and keeps keyboard focus clear of the corners', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<MockPanel />);
    expect(screen.getByTestId('demo-marker')).toHaveTextContent(/^Demo data/);
    expect(document.documentElement.style.scrollPaddingBottom).not.toBe('');
    await user.click(screen.getByRole('button', { name: /Mock backend/ }));
    expect(screen.getByTestId('demo-marker')).toBeVisible();
    unmount();
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
  });
});
