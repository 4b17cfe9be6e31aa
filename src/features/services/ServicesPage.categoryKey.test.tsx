/**
 * /services?category=… (SPEC §2.7: the service details breadcrumb links `/services?category={categoryId}` with the
 * static catalogue's key): a number works as category_id, a key is matched to the API's categories, and a key
 * nothing matches searches for its category's name.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../mocks/db';
import { renderRoute } from '../../test/renderRoute';
import { recordWire } from '../../test/wire';
import ServicesPage from './ServicesPage';
import * as servicesData from './ServicesPage.data';

const open = (path: string) => renderRoute(<ServicesPage />, { path, pattern: '/services', data: servicesData });
const categoriesRegion = () => within(screen.getByRole('region', { name: 'Categories' }));
const packagesSection = () => document.getElementById('packages-title')!.closest('section')!;
/** Every package the list holds, by name: 'Show more' pressed until none is left. */
async function packageNames(user: ReturnType<typeof open>['user']) {
  await waitFor(() => expect(packagesSection()).toHaveAttribute('aria-busy', 'false'));
  for (let more = screen.queryByRole('button', { name: 'Show more' }); more;) {
    await user.click(more);
    more = screen.queryByRole('button', { name: 'Show more' });
  }
  return [...packagesSection().querySelectorAll('article h3')].map((title) => title.textContent);
}
const liveNames = (filter: (s: ReturnType<typeof db>['services'][number]) => boolean) =>
  db()
    .services.filter((s) => s.status === 'active' && filter(s))
    .sort((a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name))
    .map((s) => s.name);
const servicesCalls = (wire: ReturnType<typeof recordWire>) =>
  wire.requests
    .filter((r) => r.url.pathname.endsWith('/listservices.php'))
    .map((r) => Object.fromEntries(r.url.searchParams));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

/** What `?category_id={id}` shows: the category's tile pressed, its name, its subcategory tiles, its packages. */
async function expectCategoryShown(user: ReturnType<typeof open>['user'], name: string) {
  const category = db().categories.find((c) => c.name === name)!;
  expect(await screen.findByRole('heading', { level: 2, name })).toBeInTheDocument();
  await waitFor(() => expect(categoriesRegion().getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true'));
  const subRegion = within(await screen.findByRole('region', { name: 'Subcategories' }));
  const subNames = db()
    .subcategories.filter((s) => s.category_id === category.id && s.status === 'active')
    .map((s) => s.name);
  await waitFor(() =>
    expect(subRegion.getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual(
      subNames,
    ),
  );
  expect(await packageNames(user)).toEqual(liveNames((s) => s.category_id === category.id));
  return category;
}

describe('/services?category=', () => {
  it('a catalogue key (`cleaning`, the breadcrumb of a cleaning service) shows that category as ?category_id= does', async () => {
    const wire = recordWire();
    const { user } = open('/services?category=cleaning');
    const cleaning = await expectCategoryShown(user, 'Cleaning');
    wire.stop();
    expect(servicesCalls(wire)).toEqual([{ category_id: String(cleaning.id) }]);
    expect(screen.queryByText(/Results for/)).toBeNull();
  });

  it('a numeric `category` works as category_id', async () => {
    const plumbing = db().categories.find((c) => c.name === 'Plumbing')!;
    const wire = recordWire();
    const { user } = open(`/services?category=${plumbing.id}`);
    await expectCategoryShown(user, 'Plumbing');
    wire.stop();
    expect(servicesCalls(wire)).toEqual([{ category_id: String(plumbing.id) }]);
  });

  it.each([
    ['salon-spa', 'Salon'],
    ['appliance', 'Appliance Repair'],
    ['painting', 'Painting'],
    ['wellness', 'Wellness'],
  ])('the key `%s` finds the API category %s (by its key or its catalogue name)', async (key, name) => {
    const { user } = open(`/services?category=${key}`);
    await expectCategoryShown(user, name);
  });

  it('a key no category matches (`repairs`) searches for its name, says so, and Clear search drops it', async () => {
    const wire = recordWire();
    const { router, user } = open('/services?category=repairs');
    expect(await screen.findByText(/Results for “Home Repairs”/)).toBeInTheDocument();
    await waitFor(() => expect(packagesSection()).toHaveAttribute('aria-busy', 'false'));
    expect(servicesCalls(wire)).toEqual([{ search: 'Home Repairs' }]);
    wire.stop();
    await user.click(screen.getByRole('link', { name: 'Clear search' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('choosing a subcategory tile after a key link leaves ids only in the URL', async () => {
    const { router, user } = open('/services?category=cleaning');
    const cleaning = await expectCategoryShown(user, 'Cleaning');
    const bathroom = db().subcategories.find((s) => s.name === 'Bathroom Cleaning')!;
    await user.click(
      within(screen.getByRole('region', { name: 'Subcategories' })).getByRole('button', { name: 'Bathroom Cleaning' }),
    );
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?category_id=${cleaning.id}&subcategory_id=${bathroom.id}`),
    );
    await user.click(categoriesRegion().getByRole('button', { name: 'All Services' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('a numeric `category` that no longer exists is dropped like an unknown category_id', async () => {
    const { router } = open('/services?category=9999');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // The category buttons come with the catalogue, which may still be on its way when the URL has changed.
    await waitFor(() =>
      expect(categoriesRegion().getByRole('button', { name: 'All Services' })).toHaveAttribute('aria-pressed', 'true'),
    );
  });
});
