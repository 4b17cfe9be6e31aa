import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import AddCategoryPage from './AddCategoryPage';
import EditCategoryPage from './EditCategoryPage';
import ViewCategoryPage from './ViewCategoryPage';
import { signedIn } from '../../../test/adminStories';

const meta = {
  title: 'Admin/Categories/Forms',
  component: AddCategoryPage,
  parameters: { route: { path: '/admin/categories/add' }, storage: signedIn() },
} satisfies Meta<typeof AddCategoryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {};

export const AddValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('Sort order'));
    await userEvent.type(canvas.getByLabelText('Sort order'), '-3');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Category' }));
    await expect(await canvas.findByText('Category name is required')).toBeInTheDocument();
    await expect(canvas.getByText('Category slug is required')).toBeInTheDocument();
    await expect(canvas.getByText('Sort order must be 0 or more')).toBeInTheDocument();
  },
};

export const AddDuplicateSlug: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Category name/), 'Cleaning');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Category' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('A category with this slug already exists');
  },
};

export const AddServerError: Story = {
  parameters: { mock: { name: 'server-error', endpoint: 'addCategory' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Category name/), 'Solar Panel Care');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Category' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Server error: Please try again later');
  },
};

export const View: Story = {
  render: () => <ViewCategoryPage />,
  parameters: { route: { path: '/admin/categories/view/1', pattern: '/admin/categories/view/:id' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Cleaning' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Add Service' })).toHaveAttribute(
      'href',
      '/admin/services/add?category=1',
    );
  },
};

export const ViewNotFound: Story = {
  render: () => <ViewCategoryPage />,
  parameters: { route: { path: '/admin/view/999', pattern: '/admin/view/:id' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Category not found');
  },
};

export const Edit: Story = {
  render: () => <EditCategoryPage />,
  parameters: { route: { path: '/admin/categories/edit/2', pattern: '/admin/categories/edit/:id' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await expect(canvas.getByText(/the server offers no way to update a category/)).toBeInTheDocument();
  },
};
