import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { answers, neverAnswers, signedIn } from '../../../test/adminStories';
import SubcategoriesListPage from './SubcategoriesListPage';

const meta = {
  title: 'Admin/Subcategories/List',
  component: SubcategoriesListPage,
  parameters: { route: { path: '/admin/subcategories' }, storage: signedIn() },
} satisfies Meta<typeof SubcategoriesListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^Showing 1–10 of \d+ subcategories$/)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswers('getSubcategories')] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading subcategories...');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: [answers('getSubcategories', { status: 'success', data: [], total: 0 })] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No subcategories found')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { mock: { name: 'server-error', endpoint: 'getSubcategories' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Error loading subcategories');
  },
};

export const HundredPerPage: Story = {
  parameters: { route: { path: '/admin/subcategories?limit=100' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Showing 1–\d+ of \d+ subcategories$/)).toBeInTheDocument();
    await expect(canvas.getByLabelText('Per page')).toHaveValue('100');
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table');
    await userEvent.click(canvas.getAllByRole('button', { name: /^Delete / })[0]);
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('This action cannot be undone.');
  },
};
