import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vendorStorage } from '../storyKit';
import VendorDashboardPage from './VendorDashboardPage';

const meta = {
  title: 'Vendor portal/Dashboard',
  component: VendorDashboardPage,
  parameters: { route: { path: '/vendor/dashboard' }, storage: vendorStorage() },
} satisfies Meta<typeof VendorDashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const showsTab =
  (name: RegExp | string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  };

export const Overview: Story = { args: { initialTab: 'overview' }, play: showsTab('Overview') };
export const MyServices: Story = { args: { initialTab: 'services' }, play: showsTab(/My Services/) };
export const Bookings: Story = { args: { initialTab: 'bookings' }, play: showsTab(/Bookings/) };
export const Reviews: Story = { args: { initialTab: 'reviews' }, play: showsTab('Reviews') };
export const Analytics: Story = { args: { initialTab: 'analytics' }, play: showsTab('Analytics') };
export const PendingVendor: Story = {
  parameters: { storage: vendorStorage('pending') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your account is pending verification.')).toBeInTheDocument();
  },
};
