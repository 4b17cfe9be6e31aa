import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PRIVACY } from '../../content/pages/privacy';
import { REFUND } from '../../content/pages/refund';
import { TERMS } from '../../content/pages/terms';
import { PolicyPage } from './PolicyPage';

const meta = {
  title: 'Content/Policies',
  component: PolicyPage,
  args: { doc: TERMS },
} satisfies Meta<typeof PolicyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Terms: Story = {
  play: async ({ canvasElement }) => {
    const toc = within(canvasElement).getByRole('navigation', { name: 'On this page' });
    await expect(within(toc).getAllByRole('link')).toHaveLength(10);
  },
};
export const Refund: Story = { args: { doc: REFUND } };
export const Privacy: Story = { args: { doc: PRIVACY } };
