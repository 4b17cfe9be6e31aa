import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import VendorHomePage from './VendorHomePage';
import VendorLandingPage from './VendorLandingPage';

const meta = { title: 'Vendor portal/Landing', component: VendorLandingPage } satisfies Meta<typeof VendorLandingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Landing: Story = {
  parameters: { route: { path: '/become-a-vendor' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link', { name: 'Start Earning Today' })[0]).toHaveAttribute(
      'href',
      '/registervendor',
    );
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/loginvendor');
  },
};
export const FilteredToPlumbing: Story = {
  parameters: { route: { path: '/become-a-vendor' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Plumbing' }));
    await expect(canvas.getAllByRole('heading', { level: 3, name: 'Plumbing Services' })).toHaveLength(1);
    await expect(canvas.queryByRole('heading', { name: 'Home Painting' })).toBeNull();
  },
};
export const PortalWelcome: Story = {
  parameters: { route: { path: '/vendor' } },
  render: () => <VendorHomePage />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/vendor/login',
    );
  },
};
