import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoCustomerSession } from '../../test/storySession';
import ProfilePage from './ProfilePage';
import SettingsPage from './SettingsPage';

const meta = {
  title: 'Customer site/Account pages',
  loaders: [demoCustomerSession],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** /profile: the profile sample with the signed-in customer's name and e-mail. */
export const Profile: Story = {
  render: () => <ProfilePage />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    await expect(within(canvasElement).getByText('customer@example.com')).toBeInTheDocument();
  },
};

/** /settings as first opened: the default switches. */
export const Settings: Story = {
  render: () => <SettingsPage />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save Settings' })).toBeDisabled();
  },
};

/** /settings after a change was saved. */
export const SettingsSaved: Story = {
  render: () => <SettingsPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Offers and discount codes' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(await canvas.findByText('Settings saved in this browser.')).toBeInTheDocument();
  },
};
