import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import LoginPage from './LoginPage';

const meta = {
  title: 'Customer site/Login',
  component: LoginPage,
  parameters: { route: { path: '/login' } },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

async function submit(canvasElement: HTMLElement, email: string, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Email address'), email);
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
  return canvas;
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Keep me logged in (30 days)')).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  },
};

/** Opened by a finished sign-up: the e-mail filled in and a one-time word that the account exists. */
export const AfterSignUp: Story = {
  parameters: { route: { path: '/login', state: { email: 'ananya.iyer@example.in', signedUp: true } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Account created. Log in to continue.');
    await expect(canvas.getByLabelText('Email address')).toHaveValue('ananya.iyer@example.in');
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email address'), 'priya@');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(await canvas.findByText('Please enter a valid email address')).toBeInTheDocument();
    await expect(canvas.getByText('Password is required')).toBeInTheDocument();
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'customer@example.com', 'Wrong@123');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password');
  },
};

export const Submitting: Story = {
  parameters: { mock: { name: 'slow', endpoint: 'login' } },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'customer@example.com', 'Wrong@123');
    await expect(canvas.getByRole('button', { name: 'Logging in…' })).toBeDisabled();
  },
};

export const ServerError: Story = {
  parameters: { mock: { name: 'server-error', endpoint: 'login' } },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'customer@example.com', 'Customer@123');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Server error. Please try again later.');
  },
};

export const ServerMisconfigured: Story = {
  parameters: { mock: { name: 'bad-json', endpoint: 'login' } },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'customer@example.com', 'Customer@123');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Server configuration error. Please contact support.',
    );
  },
};

export const NetworkErrorWithTestConnection: Story = {
  parameters: { mock: { name: 'offline', endpoint: 'login' } },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'customer@example.com', 'Customer@123');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Network error. Please check your internet connection and try again.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Test Connection' }));
    await expect(await canvas.findByText('Connection successful! Server is reachable.')).toBeInTheDocument();
  },
};

export const OfflineConnectionTest: Story = {
  parameters: { mock: { name: 'offline' } },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'customer@example.com', 'Customer@123');
    await userEvent.click(await canvas.findByRole('button', { name: 'Test Connection' }));
    await expect(await canvas.findByText(/^Connection failed: /)).toBeInTheDocument();
  },
};

export const SocialLoginNotImplemented: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Google' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Google login is not implemented yet.');
  },
};
