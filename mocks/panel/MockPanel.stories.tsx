import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { listCategories } from '../../src/api/catalogue';
import { login } from '../../src/api/customer';
import { DEMO_ACCOUNTS } from '../../fixtures/seed';
import { customerResolvers } from '../handlers/customer';
import { startRequestLog, stopRequestLog } from '../requestLog';
import { MockPanel } from './MockPanel';

const meta = { title: 'Mock backend/Panel', component: MockPanel } satisfies Meta<typeof MockPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const OpenWithOtp: Story = {
  loaders: [
    async () => {
      // Sends a real OTP through the mock backend so the panel has an e-mail to show.
      await customerResolvers.sendOtp({
        request: new Request('http://localhost/'),
        url: new URL('http://localhost/'),
        json: { email: 'meera.iyer@example.in' },
        form: null,
        bearer: null,
        cookies: {},
      });
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Mock backend/ }));
    await expect(canvas.getByRole('list', { name: 'OTP e-mails' })).toHaveTextContent('meera.iyer@example.in');
    await expect(canvas.getByTestId('otp-code').textContent).toMatch(/^\d{6}$/);
  },
};

export const FailingScenario: Story = {
  parameters: { mock: { name: 'offline', endpoint: 'login' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Mock backend: offline/ })).toBeInTheDocument();
  },
};

/** The request log after a customer login and a categories page, the login opened to its (masked) bodies. */
export const RequestLogOpen: Story = {
  beforeEach: async () => {
    startRequestLog();
    await login({ ...DEMO_ACCOUNTS.customer, rememberMe: false });
    await listCategories({ page: 2 });
    return () => stopRequestLog();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Mock backend/ }));
    const log = canvas.getByRole('list', { name: 'Request log' });
    await expect(log).toHaveTextContent('listcategories.php?page=2');
    await userEvent.click(within(log).getByText('login', { selector: 'code' }));
    await expect(log).toHaveTextContent('"password": "••••••"');
    await expect(log).not.toHaveTextContent(DEMO_ACCOUNTS.customer.password);
  },
};

/** "Mock state": a file that is not a state file is refused with its reason (docs/mock-state.md). */
export const StateImportRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Mock backend/ }));
    await expect(canvas.getByRole('button', { name: 'Export state' })).toBeInTheDocument();
    const har = new File(['{"log":{"version":"1.2","entries":[]}}'], 'requests.har.json', { type: 'application/json' });
    await userEvent.upload(canvas.getByLabelText('Import state (a mock-state JSON file)'), har);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This JSON file is not a mock state file');
  },
};
