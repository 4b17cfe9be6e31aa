import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { saveRecentBooking } from '../../lib/recentBooking';
import { demoCustomerSession } from '../../test/storySession';
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
    saveRecentBooking(
      {
        user_id: 1,
        service_id: 3,
        category_id: 1,
        subcategory_id: 2,
        service_name: 'Classic Bathroom Cleaning',
        service_price: 499,
        total_amount: 499,
        service_address: 'Flat 402, Tower B, Sector 18, Noida',
        service_latitude: 28.5355,
        service_longitude: 77.391,
        pincode: '201301',
        scheduled_date: '2026-12-01',
        scheduled_time: '10:00',
        special_instructions: '',
        payment_method: 'cash',
      },
      { status: 'success', message: 'Booking created successfully', booking_number: 'BK000008' },
    ),
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
