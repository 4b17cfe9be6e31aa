import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answers } from '../../test/adminStories';
import { demoCustomerSession, fakeGeolocation } from '../../test/storySession';
import ServicesPage from './ServicesPage';

const meta = {
  title: 'Customer site/Services',
  component: ServicesPage,
  parameters: { route: { path: '/services?category_id=1&&subcategory_id=1', pattern: '/services' } },
} satisfies Meta<typeof ServicesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const packagesLoaded = (canvasElement: HTMLElement) =>
  waitFor(() =>
    expect(canvasElement.querySelector('[aria-labelledby="packages-title"]')).toHaveAttribute('aria-busy', 'false'),
  );

/** Cleaning › Home Deep Cleaning, as the home page's subcategory link opens it; one package in the cart. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Home Deep Cleaning' })).toBeInTheDocument();
    await packagesLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add 1 BHK Deep Cleaning to cart' }));
    await expect(canvas.getByRole('list', { name: 'Cart items' })).toHaveTextContent('1 BHK Deep Cleaning');
  },
};

/** The server knows no categories, subcategories or packages. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        answers('listCategories', { status: 'success', data: [] }),
        answers('getSubcategories', { status: 'success', data: [] }),
        answers('listServices', { status: 'success', data: [] }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No services found')).toBeInTheDocument();
    await expect(await canvas.findByText('No subcategories found for this category.')).toBeInTheDocument();
    await expect(await canvas.findByText('No Packages Found')).toBeInTheDocument();
  },
};

/**
 * Every call fails with an HTTP 500 page: each list says, where it would be, that it could not be read (logged too),
 * with "Try again", which reads again for the same category.
 */
export const LoadError: Story = {
  name: 'Error',
  parameters: { mock: { name: 'server-error' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The loaded page replaces the loading frame: each region is looked up again until its alert is there.
    const packages = () => canvasElement.querySelector<HTMLElement>('[aria-labelledby="packages-title"]')!;
    await waitFor(() =>
      expect(within(packages()).getByRole('alert')).toHaveTextContent(
        "We couldn't load the packages. Please try again.",
      ),
    );
    await waitFor(() =>
      expect(within(canvas.getByRole('region', { name: 'Categories' })).getByRole('alert')).toHaveTextContent(
        "We couldn't load the categories. Please try again.",
      ),
    );
    await waitFor(() =>
      expect(within(canvas.getByRole('region', { name: 'Subcategories' })).getByRole('alert')).toHaveTextContent(
        "We couldn't load the subcategories. Please try again.",
      ),
    );
    await expect(canvas.queryByText('No Packages Found')).toBeNull();
    await expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(3);
  },
};

/**
 * A logged-in customer presses Book Now: their saved address is filled in; "Use my current location" finds the
 * position's (Noida).
 */
export const LoggedInBookingModal: Story = {
  loaders: [demoCustomerSession],
  beforeEach: () => fakeGeolocation({ lat: 28.5355, lng: 77.391 }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await packagesLoaded(canvasElement);
    const book = canvas.getByRole('button', { name: 'Book Now: 2 BHK Deep Cleaning' });
    await waitFor(() => expect(book).toBeEnabled());
    await userEvent.click(book);
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Book Service' }));
    await expect(dialog.getByLabelText(/Service address/)).toHaveValue(
      '42, Block C, Lajpat Nagar, Near Central Market, New Delhi',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Use my current location' }));
    await waitFor(() =>
      expect((dialog.getByLabelText(/Service address/) as HTMLTextAreaElement).value).toContain('Noida'),
    );
    await expect(dialog.getByLabelText('Cash on Service')).toBeChecked();
    await expect(dialog.getByTestId('booking-total')).toHaveTextContent('₹4,164');
  },
};

const manyPackages = Array.from({ length: 60 }, (_, i) => ({
  id: 1000 + i,
  name: `Deep Cleaning Plan ${i + 1}`,
  short_description: 'Every room scrubbed top to bottom, kitchen and bathrooms included.',
  price: 1499 + i * 100,
  duration: 240,
  rating: 4.7,
  review_count: 120 + i,
  image_url: null,
  category_id: 1,
  subcategory_id: 1,
}));

/** A subcategory of 60 packages: the first 24 show; 'Show more' adds 24 and takes focus to the first of them. */
export const ManyPackages: Story = {
  parameters: {
    msw: { handlers: [answers('listServices', { status: 'success', data: manyPackages })] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await packagesLoaded(canvasElement);
    await expect(canvas.getByText('Showing 24 of 60 packages')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(canvas.getByText('Showing 48 of 60 packages')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('article', { name: 'Deep Cleaning Plan 25' })).toHaveFocus());
  },
};

/** The service details breadcrumb's link (SPEC §2.7) names the static catalogue's key, matched to the API's category. */
export const FromDetailsBreadcrumb: Story = {
  parameters: { route: { path: '/services?category=cleaning', pattern: '/services' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Cleaning' })).toBeInTheDocument();
    await expect(await canvas.findByRole('region', { name: 'Subcategories' })).toBeInTheDocument();
  },
};
