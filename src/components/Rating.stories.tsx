import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Rating } from './Rating';

/** A service's rating and review count, read out as "Rated 4.8 out of 5". */
const meta = {
  title: 'Shared components/Rating',
  component: Rating,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { value: 4.8, reviews: 12840 },
} satisfies Meta<typeof Rating>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Rated 4.8 out of 5 (12,840 reviews)');
  },
};

export const WithDuration: Story = {
  args: { value: '4.6', reviews: 932, children: <span className="text-body-secondary"> · 2 hrs</span> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/2 hrs/)).toBeInTheDocument();
  },
};
