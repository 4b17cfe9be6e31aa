import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AddSubcategoryAltPage, AddSubcategoryBasicPage } from './AddSubcategoryPages';
import EditSubcategoryPage from './EditSubcategoryPage';
import ViewSubcategoryPage from './ViewSubcategoryPage';
import { signedIn } from '../../../test/adminStories';

const meta = {
  title: 'Admin/Subcategories/Forms',
  component: AddSubcategoryAltPage,
  parameters: { route: { path: '/admin/subcategories/add' }, storage: signedIn() },
} satisfies Meta<typeof AddSubcategoryAltPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AddSecondVersion: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('option', { name: 'Cleaning' })).toBeInTheDocument();
  },
};

export const AddValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('option', { name: 'Cleaning' });
    await userEvent.click(canvas.getByRole('button', { name: 'Add Subcategory' }));
    await expect(await canvas.findByText('Please select a category')).toBeInTheDocument();
    await expect(canvas.getByText('Subcategory name is required')).toBeInTheDocument();
    await expect(canvas.getByText('Subcategory slug is required')).toBeInTheDocument();
  },
};

export const AddNetworkError: Story = {
  parameters: { mock: { name: 'offline', endpoint: 'addSubcategoryAlt' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      await canvas.findByLabelText(/Parent category/),
      await canvas.findByRole('option', { name: 'Cleaning' }),
    );
    await userEvent.type(canvas.getByLabelText(/Subcategory name/), 'Balcony Cleaning');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Subcategory' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error occurred');
  },
};

export const AddFirstVersion: Story = {
  render: () => <AddSubcategoryBasicPage />,
  parameters: { route: { path: '/admin/add-subcategory?category=3' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('option', { name: 'Cleaning' });
    await expect(canvas.getByLabelText(/Parent category/)).toHaveValue('3');
  },
};

export const AddFirstVersionServerError: Story = {
  render: () => <AddSubcategoryBasicPage />,
  parameters: {
    route: { path: '/admin/add-subcategory?category=1' },
    mock: { name: 'server-error', endpoint: 'addSubcategory' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('option', { name: 'Cleaning' });
    await userEvent.type(canvas.getByLabelText(/Subcategory name/), 'Balcony Cleaning');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Subcategory' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Server error: Please try again later');
  },
};

export const View: Story = {
  render: () => <ViewSubcategoryPage />,
  parameters: { route: { path: '/admin/subcategories/view/1', pattern: '/admin/subcategories/view/:id' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Home Deep Cleaning' }),
    ).toBeInTheDocument();
  },
};

export const Edit: Story = {
  render: () => <EditSubcategoryPage />,
  parameters: { route: { path: '/admin/subcategories/edit/1', pattern: '/admin/subcategories/edit/:id' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Save Changes' })).toBeDisabled();
  },
};
