import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

/** Page links for long lists (admin categories, services): the current page, its neighbours, the ends. */
const meta = {
  title: 'Shared components/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { current: 5, total: 12, label: 'Categories pages', onChange: fn() },
  render: function Render(args) {
    const [page, setPage] = useState(args.current);
    return (
      <Pagination
        {...args}
        current={page}
        onChange={(next) => {
          setPage(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ManyPages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Categories pages' });
    await userEvent.click(within(nav).getByRole('button', { name: /6/ }));
    await expect(args.onChange).toHaveBeenCalledWith(6);
  },
};

export const FewPages: Story = { args: { current: 1, total: 3 } };

export const Disabled: Story = { args: { disabled: true } };
