import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingLine } from './LoadingLine';

/** What a list shows while its data loads, announced politely to screen readers. */
const meta = {
  title: 'Shared components/LoadingLine',
  component: LoadingLine,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { children: 'Loading categories...' },
} satisfies Meta<typeof LoadingLine>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading categories...');
  },
};
