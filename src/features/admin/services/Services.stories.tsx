import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answers, neverAnswers, signedIn } from '../../../test/adminStories';
import AddServicePage from './AddServicePage';
import ServicesListPage from './ServicesListPage';
import ViewServicePage from './ViewServicePage';

const meta = {
  title: 'Admin/Services',
  component: AddServicePage,
  parameters: { route: { path: '/admin/services/add' }, storage: signedIn() },
} satisfies Meta<typeof AddServicePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/^Subcategory/)).toBeDisabled();
    await expect(canvas.getByLabelText('Duration (minutes)')).toHaveValue(60);
  },
};

export const AddFromSubcategory: Story = {
  parameters: { route: { path: '/admin/services/add?category=1&subcategory=2' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const path = await canvas.findByTestId('service-preview-path');
    await waitFor(() => expect(path).toHaveTextContent('Cleaning > Bathroom Cleaning'));
  },
};

export const AddValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Service' }));
    await expect(await canvas.findByText('Please select a category')).toBeInTheDocument();
    await expect(canvas.getByText('Service name is required')).toBeInTheDocument();
    await expect(canvas.getByText('Base price is required')).toBeInTheDocument();
  },
};

export const AddSubmitting: Story = {
  parameters: {
    route: { path: '/admin/services/add?category=1&subcategory=1' },
    msw: { handlers: [neverAnswers('addService')] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('service-preview-path');
    await expect(await canvas.findByText('Cleaning > Home Deep Cleaning')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(/Service name/), 'Balcony Cleaning');
    await userEvent.type(canvas.getByLabelText(/Base price/), '799');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Service' }));
    await expect(await canvas.findByRole('button', { name: 'Adding Service...' })).toBeDisabled();
  },
};

export const AddNetworkError: Story = {
  parameters: {
    route: { path: '/admin/services/add?category=1&subcategory=1' },
    mock: { name: 'offline', endpoint: 'addService' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Cleaning > Home Deep Cleaning')).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(/Service name/), 'Balcony Cleaning');
    await userEvent.type(canvas.getByLabelText(/Base price/), '799');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Service' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Network error occurred');
  },
};

export const List: Story = {
  render: () => <ServicesListPage />,
  parameters: { route: { path: '/admin/services' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^Showing 1–10 of \d+ services$/)).toBeInTheDocument();
  },
};

export const ListLoading: Story = {
  render: () => <ServicesListPage />,
  parameters: { route: { path: '/admin/services' }, msw: { handlers: [neverAnswers('listServices')] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading services...');
  },
};

export const ListEmpty: Story = {
  render: () => <ServicesListPage />,
  parameters: {
    route: { path: '/admin/services' },
    msw: { handlers: [answers('listServices', { status: 'success', data: [] })] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No services found')).toBeInTheDocument();
  },
};

export const ListError: Story = {
  render: () => <ServicesListPage />,
  parameters: { route: { path: '/admin/services' }, mock: { name: 'offline', endpoint: 'listServices' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Error loading services');
  },
};

export const View: Story = {
  render: () => <ViewServicePage />,
  parameters: { route: { path: '/admin/services/view/1', pattern: '/admin/services/view/:id' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: 'Service Details' })).toBeInTheDocument();
  },
};
