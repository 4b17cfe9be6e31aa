import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { neverAnswers } from '../../../test/adminStories';
import AdminLoginPage from './AdminLoginPage';

const meta = {
  title: 'Admin/Login',
  component: AdminLoginPage,
  parameters: { route: { path: '/admin/login', pattern: '/admin/login' } },
} satisfies Meta<typeof AdminLoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const signIn = async (canvasElement: HTMLElement, password = 'Admin@123') => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Email address'), 'admin@example.com');
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
  return canvas;
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    await expect(
      canvas.getByText('Forgot your password? Please contact the system administrator.'),
    ).toBeInTheDocument();
  },
};

export const SigningIn: Story = {
  parameters: { msw: { handlers: [neverAnswers('adminLogin')] } },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'not-the-password');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password');
  },
};

export const NetworkError: Story = {
  parameters: { mock: { name: 'offline', endpoint: 'adminLogin' } },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error. Please try again.');
  },
};
