import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { db } from '../../../mocks/db';
import RegisterPage from './RegisterPage';

const meta = {
  title: 'Customer site/Register',
  component: RegisterPage,
  parameters: { route: { path: '/register' } },
} satisfies Meta<typeof RegisterPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const EMAIL = 'ananya.iyer@example.in';
type Canvas = ReturnType<typeof within>;

async function fillBasicInfo(canvas: Canvas, email = EMAIL) {
  await userEvent.type(canvas.getByLabelText('Full name'), 'Ananya Iyer');
  await userEvent.type(canvas.getByLabelText('Email address'), email);
  await userEvent.type(canvas.getByLabelText('Phone number'), '9812345670');
  await userEvent.type(canvas.getByLabelText('Password'), 'Welcome@2025');
  await userEvent.type(canvas.getByLabelText('Confirm password'), 'Welcome@2025');
}

async function sendOtp(canvas: Canvas) {
  await fillBasicInfo(canvas);
  await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
  return canvas.findByLabelText('Verification code');
}

/** Reads the code the mock backend "e-mailed" (it also shows in the mock panel). */
const sentCode = () => db().outbox.find((mail) => mail.to === EMAIL)!.code;

async function reachLocation(canvas: Canvas) {
  await userEvent.type(await sendOtp(canvas), sentCode());
  await userEvent.click(canvas.getByRole('button', { name: 'Verify OTP' }));
  await canvas.findByRole('group', { name: 'Location' }, { timeout: 3000 });
}

async function fillLocation(canvas: Canvas) {
  await userEvent.type(canvas.getByLabelText('Address'), '14 Residency Road');
  await userEvent.type(canvas.getByLabelText('City'), 'Noida');
  await userEvent.type(canvas.getByLabelText('State'), 'Uttar Pradesh');
  await userEvent.type(canvas.getByLabelText('Pincode'), '201301');
}

export const BasicInfo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Registration progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    await userEvent.type(canvas.getByLabelText('Password'), 'Welc');
    await expect(canvas.getByText('One uppercase letter').closest('li')).toHaveTextContent('(done)');
  },
};

export const BasicInfoErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Phone number'), '12345');
    await userEvent.type(canvas.getByLabelText('Password'), 'weakpass');
    await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
    await expect(await canvas.findByText('Full name is required')).toBeInTheDocument();
    await expect(canvas.getByText('Please enter a valid 10-digit Indian phone number')).toBeInTheDocument();
    await expect(
      canvas.getByText('Password must be at least 8 characters with uppercase, lowercase, and numbers'),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Passwords do not match')).toBeInTheDocument();
  },
};

export const OtpSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendOtp(canvas);
    await expect(canvas.getByText('OTP sent successfully to your email!')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Resend OTP in \d+s/ })).toBeDisabled();
  },
};

export const OtpTooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await sendOtp(canvas), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify OTP' }));
    await expect(canvas.getByText('Please enter a valid 6-digit OTP')).toBeInTheDocument();
  },
};

export const WrongOtp: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await sendOtp(canvas);
    await userEvent.type(field, sentCode() === '000000' ? '111111' : '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verify OTP' }));
    // Under the code field, which it marks invalid and describes; focus is back in the field.
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(field).toHaveAccessibleDescription(/^Invalid OTP /);
    await expect(field).toHaveFocus();
  },
};

export const SendOtpFailed: Story = {
  parameters: { mock: { name: 'server-error', endpoint: 'sendOtp' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillBasicInfo(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to send OTP');
  },
};

export const AlreadyRegistered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillBasicInfo(canvas, 'customer@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This email is already registered. Please log in.',
    );
  },
};

export const Offline: Story = {
  parameters: { mock: { name: 'offline' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillBasicInfo(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error. Please try again.');
  },
};

export const Location: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reachLocation(canvas);
    await expect(canvas.getByRole('progressbar', { name: 'Registration progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('Address is required')).toBeInTheDocument();
    await expect(canvas.getByText('Pincode is required')).toBeInTheDocument();
  },
};

export const RegistrationFailed: Story = {
  parameters: { mock: { name: 'server-error', endpoint: 'registerUser' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reachLocation(canvas);
    await fillLocation(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Registration failed');
  },
};

export const Registered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reachLocation(canvas);
    await fillLocation(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByText('Registration successful! Redirecting to login...')).toBeInTheDocument();
  },
};
