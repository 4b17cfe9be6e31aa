import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AutoDismissAlert } from './AutoDismissAlert';

/** Success and failure messages of forms; they close themselves after 5 s (SPEC §9) unless told otherwise. */
const meta = {
  title: 'Shared components/AutoDismissAlert',
  component: AutoDismissAlert,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { notice: { variant: 'success', text: 'Category added successfully!' }, onClose: fn(), dismissAfterMs: null },
} satisfies Meta<typeof AutoDismissAlert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Category added successfully!');
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Failure: Story = {
  args: { notice: { variant: 'danger', text: 'Network error: Unable to connect to server' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Unable to connect to server');
  },
};

export const NotDismissible: Story = {
  args: { notice: { variant: 'warning', text: 'Your account is pending verification.' }, dismissible: false },
};
