import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import AdminDashboardPage from './AdminDashboardPage';

const meta = {
  title: 'Admin/Dashboard',
  component: AdminDashboardPage,
  parameters: { route: { path: '/admin' } },
} satisfies Meta<typeof AdminDashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Generate Report' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Add Category/ })).toHaveAttribute('href', '/admin/categories/add');
  },
};
