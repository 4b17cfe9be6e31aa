import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OtpInput } from './OtpInput';

/** The one-time code field of the registrations: digits only, six at most. */
const meta = {
  title: 'Shared components/OtpInput',
  component: OtpInput,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    id: 'otp',
    label: 'Enter OTP',
    value: '',
    hint: 'We sent a 6-digit code to meera.iyer@example.in',
    onChange: fn(),
  },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <OtpInput
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof OtpInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Enter OTP');
    await userEvent.type(field, '48a21 97');
    await expect(field).toHaveValue('482197');
  },
};

export const WithError: Story = {
  args: { value: '123456', error: 'Invalid OTP' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Enter OTP')).toHaveAccessibleDescription(/Invalid OTP/);
  },
};
