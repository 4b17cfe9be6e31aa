import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import BecomeProviderPage from './BecomeProviderPage';
import PartnerPage from './PartnerPage';
import TestimonialsPage from './TestimonialsPage';

/** Partner, testimonials and become-a-provider: static pages, one story each. */
const meta = { title: 'Content/More pages', component: PartnerPage } satisfies Meta<typeof PartnerPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Partner: Story = {};

export const Testimonials: Story = {
  render: () => <TestimonialsPage />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('figure')).toHaveLength(9);
  },
};

export const BecomeProvider: Story = {
  render: () => <BecomeProviderPage />,
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link', { name: 'Register as a Provider' });
    await expect(links[0]).toHaveAttribute('href', '/registervendor');
  },
};
