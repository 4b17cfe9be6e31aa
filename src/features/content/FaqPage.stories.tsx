import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import FaqPage from './FaqPage';

const meta = { title: 'Content/FAQ', component: FaqPage } satisfies Meta<typeof FaqPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Searching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search questions' }), 'warranty');
    await expect(canvas.getByRole('status')).toHaveTextContent(/1 question matches “warranty”/);
  },
};
