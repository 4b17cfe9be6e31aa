import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ContactPage from './ContactPage';

const meta = {
  title: 'Content/Contact',
  component: ContactPage,
  // The page's route, so Send reaches the page's action (contact.data.ts) as in the app.
  parameters: { route: { path: '/contact' } },
} satisfies Meta<typeof ContactPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Send thanks the visitor and empties the form (no call is made, §7). */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/Full name/), 'Kavya Menon');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Thank you for contacting us! We will get back to you within 24 hours.',
    );
    await expect(canvas.getByLabelText(/Full name/)).toHaveValue('');
  },
};
