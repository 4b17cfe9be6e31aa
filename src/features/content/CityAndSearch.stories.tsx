import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Category, ServiceItem } from '../../api/types';
import { CityView } from './CityView';
import { findCity } from './cities';
import { SearchView } from './SearchView';

/** The two pages the footer's cities and trending searches open, drawn from loader data given here. */
const meta = {
  title: 'Content/City and search',
  component: CityView,
  args: { slug: 'mumbai', city: findCity('mumbai') ?? null, categories: [] },
} satisfies Meta<typeof CityView>;
export default meta;
type Story = StoryObj<typeof meta>;

const category = (id: number, name: string, description: string) =>
  ({ id, name, slug: name.toLowerCase(), description }) as Category;

export const City: Story = {
  args: {
    categories: [
      category(1, 'Cleaning', 'Professional home and office cleaning by trained, background-verified cleaners.'),
      category(3, 'AC Service', 'Split and window AC servicing, gas refills, installation and repair.'),
      category(4, 'Plumbing', 'Leaks, blockages, fittings and water tanks handled by experienced plumbers.'),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'AC Service' })).toHaveAttribute('href', '/services?category_id=3');
  },
};

/** §8: a failed catalogue read shows an empty list. */
export const CityCatalogueUnavailable: Story = {};

export const CityNotServed: Story = { args: { slug: 'atlantis', city: null } };

const service = (id: number, name: string, price: number, short: string): ServiceItem => ({
  id,
  name,
  price,
  short_description: short,
  image_url: null,
  category_id: 7,
  subcategory_id: 19,
  rating: 4.6,
  review_count: 212,
});

export const SearchResults: Story = {
  render: () => (
    <SearchView
      term="cockroach control"
      query="cockroach control"
      exact
      services={[
        service(60, 'Cockroach Control (1 BHK)', 899, 'Odourless gel treatment for kitchen and bathrooms of a 1 BHK.'),
        service(61, 'Cockroach Control (2 BHK)', 1199, 'Odourless gel treatment for kitchen and bathrooms of a 2 BHK.'),
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('2 services found.');
  },
};

export const SearchNothingFound: Story = {
  render: () => <SearchView term="helicopter ride" query="helicopter ride" exact={false} services={[]} />,
};
