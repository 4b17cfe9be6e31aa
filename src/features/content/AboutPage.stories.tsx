import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import AboutPage from './AboutPage';

const meta = { title: 'Content/About', component: AboutPage } satisfies Meta<typeof AboutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'About HomeEase' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'View All Testimonials' })).toHaveAttribute('href', '/testimonials');
  },
};
