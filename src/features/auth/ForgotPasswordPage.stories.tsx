import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ForgotPasswordPage from './ForgotPasswordPage';

const meta = {
  title: 'Customer site/Forgot password',
  component: ForgotPasswordPage,
  parameters: { route: { path: '/forgot-password' } },
} satisfies Meta<typeof ForgotPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ContactSupport: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  },
};
