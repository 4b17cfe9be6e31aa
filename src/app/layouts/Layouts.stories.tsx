import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { ADMIN_SESSION_KEY } from '../../lib/adminSession';
import { demoAdminSessionValue, vendorStorage } from '../../test/demoSessions';
import AdminLayout from './AdminLayout';
import CustomerLayout from './CustomerLayout';
import VendorLayout from './VendorLayout';

const Content = ({ title }: { title: string }) => (
  <section className="container py-4">
    <h1 className="h3">{title}</h1>
    <p>Page content sits here.</p>
  </section>
);

const meta = { title: 'Layouts', component: CustomerLayout } satisfies Meta<typeof CustomerLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Customer: Story = {
  render: () => (
    <Routes>
      <Route path="*" element={<CustomerLayout />}>
        <Route path="*" element={<Content title="Customer page" />} />
      </Route>
    </Routes>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Login / Sign Up' })).toBeInTheDocument();
  },
};

export const VendorLoggedOut: Story = {
  parameters: { route: { path: '/vendor/dashboard' } },
  render: () => (
    <Routes>
      <Route path="/vendor" element={<VendorLayout />}>
        <Route path="*" element={<Content title="Vendor page" />} />
      </Route>
    </Routes>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Join as Vendor' })).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Vendor' })).toBeNull();
  },
};

export const VendorLoggedIn: Story = {
  // The demo vendor's seeded session: the server refuses an unknown token, which signs the vendor out.
  parameters: { route: { path: '/vendor/dashboard' }, storage: vendorStorage() },
  render: VendorLoggedOut.render,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Vendor' });
    await expect(within(nav).getByRole('link', { name: /Bookings/ })).toHaveTextContent('12');
  },
};

export const Admin: Story = {
  // The admin layout needs a signed-in admin (docs/decisions.md).
  parameters: { route: { path: '/admin/categories' }, storage: { [ADMIN_SESSION_KEY]: demoAdminSessionValue() } },
  render: () => (
    <Routes>
      <Route path="/admin" element={<AdminLayout />}>
        <Route path="*" element={<Content title="Admin page" />} />
      </Route>
    </Routes>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Categories/ })).toBeInTheDocument();
  },
};
