import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoCustomerSession, fakeGeolocation } from '../../test/storySession';
import { SiteHeader } from './SiteHeader';

const meta = {
  title: 'Customer site/Header',
  component: SiteHeader,
} satisfies Meta<typeof SiteHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A stored city: no detection runs. */
const KNOWN_CITY = { storage: { userLocation: 'Gurgaon' } };

export const Anonymous: Story = {
  parameters: KNOWN_CITY,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Login / Sign Up' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Join as Provider' })).toHaveAttribute('href', '/become-a-vendor');
    await expect(canvas.getByRole('button', { name: /Your location/ })).toHaveTextContent('Gurgaon');
    await expect(await canvas.findByRole('option', { name: 'Pest Control' })).toBeInTheDocument();
  },
};

export const LoggedIn: Story = {
  parameters: KNOWN_CITY,
  loaders: [demoCustomerSession],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = await canvas.findByRole('button', { name: 'Account menu for Priya Sharma' });
    await expect(canvas.queryByRole('link', { name: 'Login / Sign Up' })).toBeNull();
    await userEvent.click(menu);
    await expect(canvas.getByRole('link', { name: 'My Bookings' })).toHaveAttribute('href', '/bookings');
    await expect(canvas.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  },
};

export const LocationDenied: Story = {
  beforeEach: () => fakeGeolocation({ code: 1 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tooltip = await canvas.findByRole('tooltip', { hidden: true }, { timeout: 3000 });
    await expect(tooltip).toHaveTextContent('Location access denied by user');
    await expect(canvas.getByRole('button', { name: /Your location/ })).toHaveAccessibleDescription(
      'Location access denied by user',
    );
  },
};

export const LocationServiceDown: Story = {
  parameters: { mock: { name: 'server-error', endpoint: 'reverseGeocode' } },
  beforeEach: () => fakeGeolocation({ lat: 28.46, lng: 77.03 }),
  play: async ({ canvasElement }) => {
    const tooltip = await within(canvasElement).findByRole('tooltip', { hidden: true }, { timeout: 3000 });
    await expect(tooltip).toHaveTextContent('Failed to fetch location data');
  },
};

export const LocationDetected: Story = {
  beforeEach: () => fakeGeolocation({ lat: 28.54, lng: 77.39 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Noida', {}, { timeout: 3000 })).toBeInTheDocument();
  },
};
