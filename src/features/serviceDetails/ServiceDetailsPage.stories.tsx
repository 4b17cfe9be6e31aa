import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demoCustomerSession } from '../../test/storySession';
import ServiceDetailsPage from './ServiceDetailsPage';

const meta = {
  title: 'Customer site/Service details',
  component: ServiceDetailsPage,
  parameters: { route: { path: '/services/19', pattern: '/services/:id' } },
} satisfies Meta<typeof ServiceDetailsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const loaded = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: 3000 });

/** The first second: the simulated loading of SPEC §9. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    // The route's loader runs first (the story router builds it from the app's route), then the 1 s loading line.
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading service details...');
  },
};

/** AC Service & Repair from the catalogue, on the Description tab. */
export const Found: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'AC Service & Repair');
    await expect(within(canvasElement).getByText('100% money back')).toBeInTheDocument();
  },
};

/** The FAQs tab open, first question expanded. */
export const FaqsTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'AC Service & Repair');
    await userEvent.click(canvas.getByRole('tab', { name: 'FAQs' }));
    await userEvent.click(canvas.getByRole('button', { name: 'How often should an AC be serviced?' }));
    // The answer slides open (a collapse transition): it is visible once the transition has started.
    await waitFor(() =>
      expect(canvas.getByText('Before every summer, and again after the monsoon if it runs daily.')).toBeVisible(),
    );
  },
};

/** An id no service has. */
export const NotFound: Story = {
  parameters: { route: { path: '/services/404', pattern: '/services/:id' } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, 'Service Not Found');
  },
};

/** Confirm Booking on an empty form: every SPEC §5 text at once. */
export const BookingErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'AC Service & Repair');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Booking' }));
    await expect(await canvas.findByText('ZIP code is required')).toBeInTheDocument();
    await expect(canvas.getByText('Time is required')).toBeInTheDocument();
  },
};

/** A valid booking: 'Booking Successful!' with its summary. */
export const BookingSuccessful: Story = {
  parameters: { route: { path: '/services/2', pattern: '/services/:id' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'Salon for Men');
    await userEvent.type(canvas.getByLabelText(/Full Name/), 'Vikram Singh');
    await userEvent.type(canvas.getByLabelText(/Email/), 'vikram@example.com');
    await userEvent.type(canvas.getByLabelText(/Phone Number/), '9812345678');
    await userEvent.type(canvas.getByLabelText(/Address/), 'C-44, DLF Phase 1');
    await userEvent.type(canvas.getByLabelText(/City/), 'Gurugram');
    await userEvent.type(canvas.getByLabelText(/ZIP Code/), '122002');
    await userEvent.type(canvas.getByLabelText(/^Date/), '2099-01-15');
    await userEvent.selectOptions(canvas.getByLabelText(/^Time/), '11:00 AM');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm Booking' }));
    await expect(await canvas.findByRole('heading', { name: 'Booking Successful!' })).toBeInTheDocument();
    await expect(canvas.getByTestId('details-total')).toHaveTextContent('$24');
  },
};

/** A signed-in customer: name and e-mail already filled in. */
export const SignedIn: Story = {
  loaders: [demoCustomerSession],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, 'AC Service & Repair');
    await expect(canvas.getByLabelText(/Email/)).toHaveValue('customer@example.com');
  },
};
