import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { customerResolvers } from '../handlers/customer';
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
