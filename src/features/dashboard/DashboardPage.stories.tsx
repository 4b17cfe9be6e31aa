import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { saveRecentBooking } from '../../lib/recentBooking';
import { demoCustomerSession } from '../../test/storySession';
import { sampleBooking } from '../../test/sampleBooking';
import DashboardPage from './DashboardPage';

const meta = {
  title: 'Customer site/Dashboard',
  component: DashboardPage,
  parameters: { route: { path: '/dashboard', pattern: '/dashboard' } },
  beforeEach: () => window.sessionStorage.removeItem('recentBooking'),
} satisfies Meta<typeof DashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The four cards and the first three bookings. */
export const Overview: Story = {
  loaders: [demoCustomerSession],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('stat-spent')).toHaveTextContent('₹5,897');
  },
};

/** /bookings: every sample booking. */
export const MyBookings: Story = {
  loaders: [demoCustomerSession],
  parameters: { route: { path: '/bookings', pattern: '/bookings' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(7);
  },
};

/** The dashboard search finds a booking by its vendor. */
export const SearchByVendor: Story = {
  loaders: [demoCustomerSession],
  parameters: { route: { path: '/bookings', pattern: '/bookings' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search bookings' }), 'Ayur Wellness');
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
  },
};

/** Nothing matches the search and filter. */
export const NoBookingsFound: Story = {
  loaders: [demoCustomerSession],
  parameters: { route: { path: '/bookings', pattern: '/bookings' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search bookings' }), 'chimney');
    await expect(canvas.getByText('No bookings found')).toBeInTheDocument();
  },
};

/** Right after a booking on /services: that booking comes first. */
export const AfterABooking: Story = {
  loaders: [demoCustomerSession],
  parameters: { route: { path: '/bookings', pattern: '/bookings' } },
  beforeEach: () =>
    saveRecentBooking(sampleBooking({ service_latitude: 28.5355, service_longitude: 77.391 }), {
      status: 'success',
      message: 'Booking created successfully',
      booking_number: 'BK000008',
    }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Booking just made' })).toHaveTextContent(
      'BK000008',
    );
  },
};

/** The Profile tab. */
export const Profile: Story = {
  loaders: [demoCustomerSession],
  parameters: { route: { path: '/dashboard?tab=profile', pattern: '/dashboard' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Account Status' })).toBeInTheDocument();
  },
};
