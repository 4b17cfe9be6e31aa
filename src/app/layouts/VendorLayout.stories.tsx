import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { vendorStorage } from '../../test/demoSessions';
import VendorLayout from './VendorLayout';

const Content = () => (
  <section className="container-fluid py-4">
    <h1 className="h3">Bookings</h1>
    <p>Page content sits here.</p>
  </section>
);

const meta = {
  title: 'Vendor portal/Layout',
  component: VendorLayout,
  parameters: { route: { path: '/vendor/bookings' } },
  render: () => (
    <Routes>
      <Route path="/vendor" element={<VendorLayout />}>
        <Route path="*" element={<Content />} />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof VendorLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SidebarOpen: Story = {
  parameters: { storage: vendorStorage() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Vendor' })).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Bookings');
  },
};
export const SidebarCollapsed: Story = {
  parameters: { storage: vendorStorage() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: /^(Collapse|Expand) sidebar$/ });
    if (toggle.getAttribute('aria-expanded') === 'true') await userEvent.click(toggle);
    await expect(canvas.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
  },
};
export const Phone: Story = {
  parameters: { storage: vendorStorage() },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Account menu/ })).toBeInTheDocument();
  },
};
export const ProfileMenuOpen: Story = {
  parameters: { storage: vendorStorage() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu for Rajesh Kumar' }));
    await expect(canvas.getByRole('list', { name: 'Account' })).toBeInTheDocument();
  },
};
export const LoggedOut: Story = {
  parameters: { route: { path: '/vendor' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Join as Vendor' })).toBeInTheDocument();
  },
};
