import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdminNotFoundPage, NotFoundPage, VendorNotFoundPage } from './NotFoundPages';

const meta = { title: 'Errors/Not found pages', component: NotFoundPage } satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Customer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '404 - Page Not Found' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  },
};

export const Vendor: Story = {
  render: () => <VendorNotFoundPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The requested vendor page could not be found.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Go to Vendor Home' })).toHaveAttribute('href', '/vendor');
  },
};

export const Admin: Story = {
  render: () => <AdminNotFoundPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The requested admin page could not be found.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Go to Admin Dashboard' })).toHaveAttribute('href', '/admin');
  },
};
