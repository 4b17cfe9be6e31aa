import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Category } from '../../../api/types';
import { answers, neverAnswers, signedIn } from '../../../test/adminStories';
import CategoriesListPage from './CategoriesListPage';

const meta = {
  title: 'Admin/Categories/List',
  component: CategoriesListPage,
  parameters: { route: { path: '/admin/categories' }, storage: signedIn() },
} satisfies Meta<typeof CategoriesListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const sample = (n: number): Category => ({
  id: 200 + n,
  name: `Sample category ${n}`,
  slug: `sample-category-${n}`,
  description: 'A category made up for this story, with a description long enough to be cut in the table.',
  icon: 'tools',
  image_url: null,
  sort_order: n,
  is_featured: n % 3 === 0 ? 1 : 0,
  meta_title: '',
  meta_description: '',
  status: n % 4 === 0 ? 'inactive' : 'active',
  created_by: 1,
  created_at: '2025-01-01 10:00:00',
  created_at_formatted: 'Jan 1, 2025',
});

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Showing 1–10 of 15 categories')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [neverAnswers('listCategories')] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading categories...');
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        answers('listCategories', {
          status: 'success',
          data: [],
          pagination: {
            current_page: 1,
            total_pages: 1,
            total_records: 0,
            per_page: 10,
            has_next: false,
            has_prev: false,
            next_page: null,
            prev_page: null,
          },
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No categories found')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  parameters: { mock: { name: 'offline', endpoint: 'listCategories' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Error loading categories');
  },
};

export const ManyPages: Story = {
  parameters: {
    route: { path: '/admin/categories?page=5' },
    msw: {
      handlers: [
        answers('listCategories', {
          status: 'success',
          data: Array.from({ length: 10 }, (_, i) => sample(41 + i)),
          pagination: {
            current_page: 5,
            total_pages: 12,
            total_records: 118,
            per_page: 10,
            has_next: true,
            has_prev: true,
            next_page: 6,
            prev_page: 4,
          },
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = await canvas.findByRole('navigation', { name: 'Categories pages' });
    await expect(pages).toHaveTextContent('Previous1…34567…12Next');
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
  },
};
