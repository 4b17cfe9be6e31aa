import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import SiteFooterContent from './SiteFooterContent';

const meta = { title: 'Customer site/Footer', component: SiteFooterContent } satisfies Meta<typeof SiteFooterContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'New Delhi' })).toHaveAttribute('href', '/city/new-delhi');
    await expect(canvas.getByRole('link', { name: 'AC Repair' })).toHaveAttribute('href', '/services/ac-repair');
    await expect(canvas.getByRole('link', { name: 'Packers and movers' })).toHaveAttribute(
      'href',
      '/search/packers-and-movers',
    );
    await expect(canvas.getByText('WELCOME25')).toBeInTheDocument();
    await expect(canvas.getByText('© 2025 HomeEase. All rights reserved.')).toBeInTheDocument();
  },
};
