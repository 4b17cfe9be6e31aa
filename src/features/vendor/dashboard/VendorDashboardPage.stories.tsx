import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vendorStorage } from '../../../test/demoSessions';
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

/** The tab opened by the URL's `?tab=`. */
const onTab = (tab: string) => ({ route: { path: `/vendor/dashboard?tab=${tab}`, pattern: '/vendor/dashboard' } });

export const Overview: Story = { play: showsTab('Overview') };
export const MyServices: Story = { parameters: onTab('services'), play: showsTab(/My Services/) };
export const Bookings: Story = { parameters: onTab('bookings'), play: showsTab(/Bookings/) };
export const Reviews: Story = { parameters: onTab('reviews'), play: showsTab('Reviews') };
export const Analytics: Story = { parameters: onTab('analytics'), play: showsTab('Analytics') };
export const PendingVendor: Story = {
  parameters: { storage: vendorStorage('pending') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Your account is pending verification.')).toBeInTheDocument();
  },
};
