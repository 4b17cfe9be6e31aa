import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import VendorLoginPage from './VendorLoginPage';

const meta = {
  title: 'Vendor portal/Login',
  component: VendorLoginPage,
  parameters: { route: { path: '/loginvendor' } },
} satisfies Meta<typeof VendorLoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function submit(canvasElement: HTMLElement, email: string, password: string) {
  const canvas = within(canvasElement);
  if (email) await userEvent.type(canvas.getByLabelText(/^Email address/), email);
  if (password) await userEvent.type(canvas.getByLabelText(/^Password/), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
  return canvas;
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Remember me')).not.toBeChecked();
  },
};
/** Opened by the finished wizard: the e-mail filled in and a one-time word that the account awaits verification. */
export const AfterRegistration: Story = {
  parameters: { route: { path: '/loginvendor', state: { email: 'priya.menon@example.in', signedUp: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Account created and pending verification. You can sign in meanwhile.',
    );
    await expect(canvas.getByLabelText(/^Email address/)).toHaveValue('priya.menon@example.in');
  },
};
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'rajesh@', '123');
    await expect(await canvas.findByText('Please enter a valid email address')).toBeInTheDocument();
    await expect(canvas.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  },
};
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'vendor@example.com', 'wrong-password');
    await expect(await canvas.findByText('Invalid email or password')).toBeInTheDocument();
  },
};
export const Offline: Story = {
  parameters: { mock: { name: 'offline', endpoint: 'vendorLogin' } },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'vendor@example.com', 'Vendor@123');
    await expect(
      await canvas.findByText('Network error. Please check your connection and try again.'),
    ).toBeInTheDocument();
  },
};
