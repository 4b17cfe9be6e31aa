import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Redirected } from '../../../.storybook/storyKit';
import { signedIn } from '../../test/adminStories';
import AdminLayout from './AdminLayout';

const Content = () => (
  <section className="py-2">
    <h1 className="h3">Admin page</h1>
    <p>Page content sits here.</p>
  </section>
);

const meta = {
  title: 'Admin/Layout',
  component: AdminLayout,
  parameters: { route: { path: '/admin/categories/add' } },
  render: () => (
    <Routes>
      <Route path="/admin/login" element={<Redirected />} />
      <Route path="/admin" element={<AdminLayout />}>
        <Route path="*" element={<Content />} />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof AdminLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  parameters: { storage: signedIn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Admin' });
    // The group of the current page starts open.
    await expect(within(nav).getByRole('link', { name: 'Add Category' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByPlaceholderText('Search users, services...')).toBeInTheDocument();
  },
};

export const Notifications: Story = {
  parameters: { storage: signedIn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications, 3 new' }));
    await expect(await canvas.findByRole('link', { name: 'View all notifications' })).toHaveAttribute(
      'href',
      '/admin/notifications',
    );
  },
};

export const LogoutConfirmation: Story = {
  parameters: { storage: signedIn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Administrator/ }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Logout' }));
    // The dialog is rendered into document.body.
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('Are you sure you want to logout?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const SidebarClosed: Story = {
  parameters: { storage: signedIn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Close sidebar', expanded: true }));
    await expect(canvas.getByRole('button', { name: 'Open sidebar' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const SignedOut: Story = {
  // No stored admin session (the page's route has data, which would otherwise come with the demo admin).
  parameters: { storage: {} },
  play: async ({ canvasElement }) => {
    // The guard's redirect is shown, with the page to come back to.
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      '/admin/login?next=%2Fadmin%2Fcategories%2Fadd',
    );
  },
};
