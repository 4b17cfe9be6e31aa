import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordInput } from './PasswordInput';

/** A password field with a Show / Hide button, as on every login. */
const meta = {
  title: 'Shared components/PasswordInput',
  component: PasswordInput,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { id: 'password', label: 'Password', autoComplete: 'current-password', defaultValue: 'Kolkata@2025' },
} satisfies Meta<typeof PasswordInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ShowAndHide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
};

export const WithError: Story = {
  args: { defaultValue: '', error: 'Password is required' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Password')).toHaveAccessibleDescription(/Password is required/);
  },
};
