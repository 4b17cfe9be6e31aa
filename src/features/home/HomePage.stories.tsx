import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import HomePage from './HomePage';

const meta = {
  title: 'Customer site/Home',
  component: HomePage,
  // The route's data module (HomePage.data.ts) comes with the path.
  parameters: { route: { path: '/' } },
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Cleaning' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Refer & Earn' })).toHaveTextContent('500');
  },
};

export const SubcategoryModal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Plumbing' }));
    const page = within(document.body);
    const dialog = await page.findByRole('dialog', { name: 'Plumbing' });
    await expect(await within(dialog).findByRole('button', { name: /Taps & Mixers/ })).toBeInTheDocument();
    // Closing again: the modal lives outside the canvas.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

/** The category list cannot be read: the row says so under the "All Services" tile, with "Try again". */
export const CategoriesUnavailable: Story = {
  parameters: { mock: { name: 'server-error', endpoint: 'listCategories' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = within(await canvas.findByRole('region', { name: 'What are you looking for?' }));
    await expect(await region.findByRole('alert')).toHaveTextContent(
      "We couldn't load the categories. Please try again.",
    );
    await expect(region.getByRole('list')).toHaveAttribute('aria-busy', 'false');
    await expect(region.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All Services',
      'Try again',
    ]);
  },
};
