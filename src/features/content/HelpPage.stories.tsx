import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import HelpPage from './HelpPage';

const meta = { title: 'Content/Help Center', component: HelpPage } satisfies Meta<typeof HelpPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LiveChatComingSoon: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start Chat' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Live chat feature will be available soon!');
  },
};
