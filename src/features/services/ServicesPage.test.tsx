/** The services page (SPEC §2.6, §3, §4, §8, §9): tiles, packages, cart, and who may book. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { setScenario } from '../../../mocks/scenarios';
import { addCategory as addCategoryCall } from '../../api/admin';
import type { CategoryForm } from '../../api/types';
import { categoryBody } from '../../test/adminBodies';
import { endpointUrl } from '../../api/endpoints';
import { login } from '../../api/customer';
import { ADMIN_SESSION_KEY } from '../../lib/adminSession';
import { demoAdminSessionValue } from '../../test/demoSessions';
import { readStored } from '../../lib/storage';
import { renderRoute } from '../../test/renderRoute';
import { recordWire } from '../../test/wire';
import ServicesPage from './ServicesPage';
import * as servicesData from './ServicesPage.data';
import { answerOf } from '../../test/answerOf';
import { readFailedText } from '../../components/ReadFailed';

/** The admin adds a category as a signed-in admin would (admin calls carry the admin token). */
const addCategory = (form: Omit<CategoryForm, 'image'>) => {
  window.localStorage.setItem(ADMIN_SESSION_KEY, demoAdminSessionValue());
  return addCategoryCall(categoryBody({ ...form, image: null }));
};

const openServices = (path = '/services') =>
  renderRoute(<ServicesPage />, { path, pattern: '/services', data: servicesData });

const categoriesRegion = () => within(screen.getByRole('region', { name: 'Categories' }));
/** The package cards, once the list has loaded (and with it the page's regions, which took the loading ones' place). */
async function packageCards() {
  await waitFor(() =>
    expect(document.getElementById('packages-title')!.closest('section')).toHaveAttribute('aria-busy', 'false'),
  );
  return screen.queryAllByRole('article');
}
/** Every package card: the list draws a first screenful, so 'Show more' is pressed until the whole list shows. */
async function allPackageCards() {
  await packageCards();
  for (let more = screen.queryByRole('button', { name: 'Show more' }); more;) {
    fireEvent.click(more);
    more = screen.queryByRole('button', { name: 'Show more' });
  }
  return screen.queryAllByRole('article');
}
const cart = () => within(screen.getByRole('region', { name: /Your Cart/ }));

const active = <T extends { status: string }>(rows: T[]) => rows.filter((row) => row.status === 'active');
const liveServices = (filter: (s: ReturnType<typeof db>['services'][number]) => boolean) =>
  active(db().services.filter(filter)).sort((a, b) => a.sort_order - b.sort_order || a.name.localeCompare(b.name));

async function logInAsDemoCustomer() {
  const answer = await answerOf(login({ email: 'customer@example.com', password: 'Customer@123', rememberMe: false }));
  window.localStorage.setItem('user', JSON.stringify(answer.user));
  window.localStorage.setItem('session_token', answer.session_token!);
  window.localStorage.setItem('session_expires', answer.expires_at!);
}

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // List failures are logged on purpose (SPEC §8).
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('categories, subcategories and packages', () => {
  it('shows every active category from listcategories.php (no query) and every package with no filter', async () => {
    const wire = recordWire();
    openServices();
    const tiles = await waitFor(() => {
      const buttons = categoriesRegion().getAllByRole('button');
      expect(buttons).toHaveLength(1 + active(db().categories).length);
      return buttons;
    });
    expect(tiles[0]).toHaveAccessibleName('All Services');
    expect(tiles[0]).toHaveAttribute('aria-pressed', 'true');
    expect(await allPackageCards()).toHaveLength(liveServices(() => true).length);
    expect(screen.getByRole('heading', { level: 2, name: 'All Services' })).toBeInTheDocument();
    const categoriesCall = wire.requests.find((r) => r.url.pathname.endsWith('/listcategories.php'))!;
    expect([...categoriesCall.url.searchParams.keys()]).toEqual([]);
    const servicesCall = wire.requests.find((r) => r.url.pathname.endsWith('/listservices.php'))!;
    expect([...servicesCall.url.searchParams.keys()]).toEqual([]);
    expect(wire.requests.some((r) => r.url.pathname.endsWith('/getsubcategories.php'))).toBe(false);
    wire.stop();
  });

  it('choosing a category loads its subcategories and packages; choosing a subcategory narrows the packages', async () => {
    const wire = recordWire();
    const { user, router } = openServices();
    const cleaning = db().categories.find((c) => c.name === 'Cleaning')!;
    await packageCards();
    await user.click(await categoriesRegion().findByRole('button', { name: 'Cleaning' }));
    // The router commits a new URL once its loader has answered (a microtask later).
    await waitFor(() =>
      expect(categoriesRegion().getByRole('button', { name: 'Cleaning' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(router.state.location.search).toBe(`?category_id=${cleaning.id}`);

    const subRegion = within(await screen.findByRole('region', { name: 'Subcategories' }));
    const subTiles = await subRegion.findAllByRole('button');
    expect(subTiles.map((tile) => tile.getAttribute('aria-label') ?? tile.textContent)).toEqual(
      active(db().subcategories.filter((s) => s.category_id === cleaning.id)).map((s) => s.name),
    );
    const subCall = wire.requests.find((r) => r.url.pathname.endsWith('/getsubcategories.php'))!;
    expect(Object.fromEntries(subCall.url.searchParams)).toEqual({ category_id: String(cleaning.id) });
    await waitFor(async () =>
      expect(await packageCards()).toHaveLength(liveServices((s) => s.category_id === cleaning.id).length),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Cleaning' })).toBeInTheDocument();

    const bathroom = db().subcategories.find((s) => s.name === 'Bathroom Cleaning')!;
    await user.click(subRegion.getByRole('button', { name: 'Bathroom Cleaning' }));
    expect(router.state.location.search).toBe(`?category_id=${cleaning.id}&subcategory_id=${bathroom.id}`);
    await screen.findByRole('heading', { level: 2, name: 'Bathroom Cleaning' });
    const expected = liveServices((s) => s.subcategory_id === bathroom.id);
    await waitFor(async () =>
      expect((await packageCards()).map((card) => within(card).getByRole('heading').textContent)).toEqual(
        expected.map((s) => s.name),
      ),
    );
    const last = wire.requests.filter((r) => r.url.pathname.endsWith('/listservices.php')).at(-1)!;
    expect(Object.fromEntries(last.url.searchParams)).toEqual({
      category_id: String(cleaning.id),
      subcategory_id: String(bathroom.id),
    });

    // Desktop folds the other category tiles away once one is chosen; the button unfolds them.
    const fold = screen.getByRole('button', { name: `Show all ${active(db().categories).length} categories` });
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    expect(fold).toHaveAttribute('aria-controls', categoriesRegion().getByRole('list').id);
    expect(categoriesRegion().getByRole('list')).toHaveClass('is-folded');
    expect(categoriesRegion().getByRole('button', { name: 'Cleaning' }).closest('li')).toHaveClass('is-kept');
    await user.click(fold);
    expect(screen.getByRole('button', { name: 'Show fewer categories' })).toHaveAttribute('aria-expanded', 'true');
    expect(categoriesRegion().getByRole('list')).not.toHaveClass('is-folded');

    // The pressed subcategory again: the whole category.
    await user.click(subRegion.getByRole('button', { name: 'Bathroom Cleaning' }));
    expect(router.state.location.search).toBe(`?category_id=${cleaning.id}`);
    // All Services: no filter, no subcategory column.
    await user.click(categoriesRegion().getByRole('button', { name: 'All Services' }));
    expect(router.state.location.search).toBe('');
    // React draws the committed location a tick after the router's state changes.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Subcategories' })).toBeNull());
    wire.stop();
  });

  it('a slow answer to an earlier choice never replaces the later one, and the pressed tile keeps focus', async () => {
    const cleaning = db().categories.find((c) => c.name === 'Cleaning')!;
    const plumbing = db().categories.find((c) => c.name === 'Plumbing')!;
    // Cleaning's packages answer only once Plumbing is chosen; an unanswered handler falls through to the mock
    // backend.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    server.use(
      http.get(endpointUrl('listServices'), async ({ request }) => {
        if (new URL(request.url).searchParams.get('category_id') === String(cleaning.id)) await gate;
      }),
    );
    const { user } = openServices();
    await packageCards();
    await user.click(categoriesRegion().getByRole('button', { name: 'Cleaning' }));
    const plumbingTile = categoriesRegion().getByRole('button', { name: 'Plumbing' });
    await user.click(plumbingTile);
    open();
    const names = async () => (await packageCards()).map((card) => within(card).getByRole('heading').textContent);
    const plumbingNames = liveServices((s) => s.category_id === plumbing.id).map((s) => s.name);
    await waitFor(async () => expect(await names()).toEqual(plumbingNames));
    await new Promise((done) => setTimeout(done, 300));
    expect(screen.getByRole('heading', { level: 2, name: 'Plumbing' })).toBeInTheDocument();
    expect(await names()).toEqual(plumbingNames);
    expect(plumbingTile).toHaveAttribute('aria-pressed', 'true');
    expect(plumbingTile).toHaveFocus();
  });

  it('opens from the home page link with its double && and filters by both ids', async () => {
    const plumbing = db().categories.find((c) => c.name === 'Plumbing')!;
    const taps = db().subcategories.find((s) => s.name === 'Taps & Mixers')!;
    const wire = recordWire();
    openServices(`/services?category_id=${plumbing.id}&&subcategory_id=${taps.id}`);
    await packageCards();
    const subRegion = within(await screen.findByRole('region', { name: 'Subcategories' }));
    expect(await subRegion.findByRole('button', { name: 'Taps & Mixers' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: 'Taps & Mixers' })).toBeInTheDocument();
    await waitFor(async () =>
      expect(await packageCards()).toHaveLength(liveServices((s) => s.subcategory_id === taps.id).length),
    );
    const call = wire.requests.find((r) => r.url.pathname.endsWith('/listservices.php'))!;
    expect(Object.fromEntries(call.url.searchParams)).toEqual({
      category_id: String(plumbing.id),
      subcategory_id: String(taps.id),
    });
    wire.stop();
  });

  it('a link with empty ids (?category_id=&&subcategory_id=) shows everything', async () => {
    openServices('/services?category_id=&&subcategory_id=');
    expect(await allPackageCards()).toHaveLength(liveServices(() => true).length);
    expect(screen.getByRole('heading', { level: 2, name: 'All Services' })).toBeInTheDocument();
  });

  it('drops a category id that no longer exists, so heading, tiles and packages agree', async () => {
    const { router } = openServices('/services?category_id=9999&subcategory_id=5');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.historyAction).toBe('REPLACE');
    // The tiles come with the catalogue, which may answer after the redirect.
    await waitFor(() =>
      expect(categoriesRegion().getByRole('button', { name: 'All Services' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await waitFor(async () => expect(await allPackageCards()).toHaveLength(liveServices(() => true).length));
  });

  it('drops a subcategory id its category does not have, keeping the category', async () => {
    const plumbing = db().categories.find((c) => c.name === 'Plumbing')!;
    const { router } = openServices(`/services?category_id=${plumbing.id}&subcategory_id=9999`);
    await waitFor(() => expect(router.state.location.search).toBe(`?category_id=${plumbing.id}`));
    expect(await screen.findByRole('heading', { level: 2, name: 'Plumbing' })).toBeInTheDocument();
    await waitFor(async () =>
      expect(await packageCards()).toHaveLength(liveServices((s) => s.category_id === plumbing.id).length),
    );
  });

  it("a link naming only a subcategory shows its category's tiles, that subcategory pressed and its name", async () => {
    const taps = db().subcategories.find((s) => s.name === 'Taps & Mixers')!;
    openServices(`/services?subcategory_id=${taps.id}`);
    const subRegion = within(await screen.findByRole('region', { name: 'Subcategories' }));
    expect(await subRegion.findByRole('button', { name: 'Taps & Mixers' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: 'Taps & Mixers' })).toBeInTheDocument();
    expect(categoriesRegion().getByRole('button', { name: 'Plumbing' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('passes the search term to listservices.php and can clear it', async () => {
    const wire = recordWire();
    const { user, router } = openServices('/services?search=bathroom');
    expect(await screen.findByText(/Results for “bathroom”/)).toBeInTheDocument();
    const names = (await packageCards()).map((card) => within(card).getByRole('heading').textContent);
    expect(names.length).toBeGreaterThan(0);
    const call = wire.requests.find((r) => r.url.pathname.endsWith('/listservices.php'))!;
    expect(Object.fromEntries(call.url.searchParams)).toEqual({ search: 'bathroom' });
    await user.click(screen.getByRole('link', { name: 'Clear search' }));
    expect(router.state.location.search).toBe('');
    wire.stop();
  });

  it('has Filter and Sort buttons', async () => {
    openServices();
    expect(screen.getByRole('button', { name: 'Filter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sort' })).toBeInTheDocument();
  });
});

describe('truncation and defaults (SPEC §3, §9)', () => {
  it('cuts tile names to 15 characters and keeps the full name as the label', async () => {
    const { user } = openServices();
    await packageCards();
    const appliance = await categoriesRegion().findByRole('button', { name: 'Appliance Repair' });
    expect(appliance).toHaveTextContent(/^Appliance Repai\.\.\.$/);
    expect(appliance).toHaveAttribute('title', 'Appliance Repair');
    expect(categoriesRegion().getByRole('button', { name: 'Cleaning' })).toHaveTextContent(/^Cleaning$/);

    await user.click(categoriesRegion().getByRole('button', { name: 'Cleaning' }));
    const sofa = await within(await screen.findByRole('region', { name: 'Subcategories' })).findByRole('button', {
      name: 'Sofa & Carpet Cleaning',
    });
    expect(sofa).toHaveTextContent(/^Sofa & Carpet C\.\.\.$/);
  });

  it('cuts the package description to 100 characters and shows 4.5 / 50 reviews / 1 hr when absent', async () => {
    const service = db().services.find((s) => s.name === '1 BHK Deep Cleaning')!;
    service.short_description = `${'Spotless rooms, kitchen and bathroom. '.repeat(4)}Balcony too.`;
    service.rating = null;
    service.review_count = null;
    service.duration_minutes = null as unknown as number;
    openServices(`/services?subcategory_id=${service.subcategory_id}`);
    const card = (await packageCards()).find((c) => within(c).queryByRole('heading', { name: '1 BHK Deep Cleaning' }))!;
    expect(within(card).getByText(`${service.short_description.slice(0, 100)}...`)).toBeInTheDocument();
    expect(card).toHaveTextContent('Rated 4.5 out of 5');
    expect(card).toHaveTextContent('(50 reviews)');
    expect(card).toHaveTextContent('1 hr');
  });

  it('shows the price in rupees, the original price struck through and the discount', async () => {
    const service = db().services.find((s) => s.original_price && s.discount && s.status === 'active')!;
    openServices(`/services?subcategory_id=${service.subcategory_id}`);
    const card = (await packageCards()).find((c) => within(c).queryByRole('heading', { name: service.name }))!;
    const price = new Intl.NumberFormat('en-IN').format(service.base_price);
    expect(card).toHaveTextContent(`₹${price}`);
    expect(card.querySelector('del')).toHaveTextContent(
      `was ₹${new Intl.NumberFormat('en-IN').format(service.original_price!)}`,
    );
    expect(within(card).getByText(`${service.discount}% off`)).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', service.image_url);
  });
});

describe('empty lists and failed reads (SPEC §2.6, §8)', () => {
  it('says "No subcategories found for this category." and "No Packages Found" for a category without any', async () => {
    const created = await answerOf(
      addCategory({
        name: 'Solar Panel Care',
        slug: 'solar-panel-care',
        description: 'Rooftop solar panels cleaned and checked.',
        icon: 'sun',
        sort_order: 0,
        is_featured: false,
        meta_title: '',
        meta_description: '',
        status: 'active',
      }),
    );
    const { user } = openServices();
    await packageCards();
    await user.click(await categoriesRegion().findByRole('button', { name: 'Solar Panel Care' }));
    const region = await screen.findByRole('region', { name: 'Subcategories' });
    expect(await within(region).findByText('No subcategories found for this category.')).toBeInTheDocument();
    expect(await screen.findByText('No Packages Found')).toBeInTheDocument();
    expect(created.status).toBe('success');
  });

  it('a category the admin has just created appears among the tiles', async () => {
    const answer = await answerOf(
      addCategory({
        name: 'Water Tank Care',
        slug: 'water-tank-care',
        description: 'Overhead and underground tanks.',
        icon: 'tools',
        sort_order: 0,
        is_featured: false,
        meta_title: '',
        meta_description: '',
        status: 'active',
      }),
    );
    expect(answer.status).toBe('success');
    openServices();
    await packageCards();
    expect(await categoriesRegion().findByRole('button', { name: 'Water Tank Care' })).toBeInTheDocument();
  });

  it.each(['server-error', 'bad-json', 'offline'] as const)(
    'says where each list would be that it could not be read (%s), logged, never an empty catalogue',
    async (scenario) => {
      setScenario({ name: scenario });
      openServices('/services?category_id=1');
      const failure = (region: HTMLElement, what: string) =>
        waitFor(() => expect(within(region).getByRole('alert')).toHaveTextContent(readFailedText(what)));
      await packageCards();
      await failure(screen.getByRole('region', { name: 'Categories' }), 'categories');
      await failure(await screen.findByRole('region', { name: 'Subcategories' }), 'subcategories');
      await failure(document.getElementById('packages-title')!.closest('section')!, 'packages');
      expect(screen.queryByText('No services found')).toBeNull();
      expect(screen.queryByText('No subcategories found for this category.')).toBeNull();
      expect(screen.queryByText('No Packages Found')).toBeNull();
      // The chosen category stays chosen, unnamed, rather than claiming all services.
      expect(screen.getByRole('heading', { level: 2, name: 'Selected category' })).toBeInTheDocument();
      expect(screen.queryByRole('status')).toBeNull();
      expect(errors).toHaveBeenCalledTimes(3);
      for (const button of screen.getAllByRole('button', { name: 'Try again' })) expect(button).toBeEnabled();
    },
  );

  it('"Try again" reads the lists again for the same category, and shows them once they come', async () => {
    const wire = recordWire();
    setScenario({ name: 'server-error' });
    const { user, router } = openServices('/services?category_id=1&subcategory_id=1');
    await packageCards();
    const packagesSection = document.getElementById('packages-title')!.closest('section')!;
    const retry = await within(packagesSection).findByRole('button', { name: 'Try again' });
    setScenario({ name: 'normal' });
    await user.click(retry);

    const expected = liveServices((s) => s.subcategory_id === 1).length;
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(expected));
    expect(packagesSection).toHaveFocus();
    expect(within(packagesSection).queryByRole('alert')).toBeNull();
    expect(await categoriesRegion().findByRole('button', { name: 'Cleaning' })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe('?category_id=1&subcategory_id=1');
    const calls = (path: string) =>
      wire.requests.filter((r) => r.url.pathname.endsWith(path)).map((r) => Object.fromEntries(r.url.searchParams));
    expect(calls('/listservices.php')).toEqual([
      { category_id: '1', subcategory_id: '1' },
      { category_id: '1', subcategory_id: '1' },
    ]);
    expect(calls('/listcategories.php')).toEqual([{}, {}]);
    expect(calls('/getsubcategories.php')).toEqual([{ category_id: '1' }, { category_id: '1' }]);
    wire.stop();
  });

  it('a category list that fails alone leaves the packages, and "Try again" brings the tiles', async () => {
    setScenario({ name: 'offline', endpoint: 'listCategories' });
    const { user } = openServices();
    expect((await packageCards()).length).toBeGreaterThan(0);
    const retry = await categoriesRegion().findByRole('button', { name: 'Try again' });
    expect(categoriesRegion().getByRole('alert')).toHaveTextContent(
      "We couldn't load the categories. Please try again.",
    );
    setScenario({ name: 'normal' });
    await user.click(retry);
    expect(await categoriesRegion().findByRole('button', { name: 'Cleaning' })).toBeInTheDocument();
    expect(categoriesRegion().queryByRole('alert')).toBeNull();
  });

  it('a packages call without a connection says so and leaves the tiles working', async () => {
    setScenario({ name: 'offline', endpoint: 'listServices' });
    openServices();
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the packages. Please try again.");
    expect(screen.queryByText('No Packages Found')).toBeNull();
    await packageCards();
    expect(await categoriesRegion().findByRole('button', { name: 'Cleaning' })).toBeInTheDocument();
  });

  it('treats a failed status as a failure too, and logs its message', async () => {
    server.use(
      http.get(endpointUrl('listServices'), () =>
        HttpResponse.json({ status: 'error', message: 'Database unavailable' }),
      ),
    );
    openServices();
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the packages. Please try again.");
    expect(screen.queryByText('No Packages Found')).toBeNull();
    expect(errors).toHaveBeenCalledWith('[services] could not load packages:', 'Database unavailable');
  });

  it('empty answers keep the empty texts, with no failure said', async () => {
    server.use(
      http.get(endpointUrl('listCategories'), () => HttpResponse.json({ status: 'success', data: [] })),
      http.get(endpointUrl('getSubcategories'), () => HttpResponse.json({ status: 'success', data: [] })),
      http.get(endpointUrl('listServices'), () => HttpResponse.json({ status: 'success', data: [] })),
    );
    openServices('/services?category_id=1');
    expect(await screen.findByText('No services found')).toBeInTheDocument();
    expect(await screen.findByText('No subcategories found for this category.')).toBeInTheDocument();
    expect(await screen.findByText('No Packages Found')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows "No Packages Found" when a search matches nothing', async () => {
    openServices('/services?search=helicopter');
    expect(await screen.findByText('No Packages Found')).toBeInTheDocument();
  });
});

describe('cart (page state only)', () => {
  it('adds packages, changes quantities, removes them and adds up the subtotal', async () => {
    const bathroom = db().subcategories.find((s) => s.name === 'Bathroom Cleaning')!;
    const [first, second] = liveServices((s) => s.subcategory_id === bathroom.id);
    const { user } = openServices(`/services?subcategory_id=${bathroom.id}`);
    await packageCards();
    expect(cart().getByText(/Your cart is empty/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Add ${first.name} to cart` }));
    await user.click(screen.getByRole('button', { name: `Add ${second.name} to cart` }));
    // In the cart, the card's Add turns into a quantity stepper.
    const card = screen.getByRole('article', { name: first.name });
    await user.click(within(card).getByRole('button', { name: `Increase quantity of ${first.name}` }));
    expect(within(card).getByRole('group', { name: `Quantity of ${first.name}` })).toHaveTextContent('2');
    const items = within(cart().getByRole('list', { name: 'Cart items' }));
    expect(items.getAllByRole('listitem')).toHaveLength(2);
    const rupees = (n: number) => `₹${new Intl.NumberFormat('en-IN').format(n)}`;
    expect(cart().getByTestId('cart-subtotal')).toHaveTextContent(rupees(first.base_price * 2 + second.base_price));
    expect(screen.getByRole('heading', { name: /Your Cart/ })).toHaveTextContent('3 items');

    await user.click(cart().getByRole('button', { name: `Increase quantity of ${second.name}` }));
    expect(cart().getByTestId('cart-subtotal')).toHaveTextContent(rupees(first.base_price * 2 + second.base_price * 2));
    await user.click(cart().getByRole('button', { name: `Decrease quantity of ${first.name}` }));
    expect(cart().getByRole('group', { name: `Quantity of ${first.name}` })).toHaveTextContent('1');
    // Below 1 the line goes.
    await user.click(cart().getByRole('button', { name: `Decrease quantity of ${first.name}` }));
    expect(items.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: `Add ${first.name} to cart` })).toBeInTheDocument();

    await user.click(cart().getByRole('button', { name: `Remove ${second.name} from cart` }));
    expect(cart().getByText(/Your cart is empty/)).toBeInTheDocument();
    expect(screen.queryByTestId('cart-subtotal')).toBeNull();
  });

  it('shows the FIRST20 and FLASH50 offers', () => {
    openServices();
    const offers = within(screen.getByRole('region', { name: 'Offers' }));
    expect(offers.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'FIRST2020% off first booking',
      'FLASH50₹50 off orders above ₹500',
    ]);
  });

  it('never calls the server for the cart', async () => {
    const { user } = openServices();
    await packageCards();
    const wire = recordWire();
    await user.click(screen.getAllByRole('button', { name: /^Add .* to cart$/ })[0]);
    expect(wire.requests).toHaveLength(0);
    wire.stop();
  });
});

describe('who may book (SPEC §4, §6)', () => {
  it('asks an anonymous visitor to log in: Cancel closes, Login Now goes to /login?next=/services', async () => {
    const { user } = openServices();
    const [card] = await packageCards();
    await user.click(within(card).getByRole('button', { name: /^Book Now/ }));
    // The modal is a chunk of its own (react-bootstrap's Modal): the first one of the run is compiled on import.
    const dialog = await screen.findByRole('dialog', { name: 'Login Required' }, { timeout: 8000 });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(card).getByRole('button', { name: /^Book Now/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Login Required' })).getByRole('button', { name: 'Login Now' }),
    );
    // Back to this page after the login (`next`).
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/login\?next=%2Fservices$/);
  });

  it('ignores Book Now while the stored session is being checked', async () => {
    await logInAsDemoCustomer();
    setScenario({ name: 'timeout', endpoint: 'validateSession' });
    const { user } = openServices();
    const [card] = await packageCards();
    const book = within(card).getByRole('button', { name: /^Book Now/ });
    expect(book).toBeDisabled();
    await user.click(book);
    // The modals load lazily: give a (wrongly) opened one time to appear before saying none did.
    await expect(screen.findByRole('dialog', {}, { timeout: 1500 })).rejects.toThrow();
  });

  it('clears a stored session the server no longer knows and then asks to log in', async () => {
    window.localStorage.setItem('user', JSON.stringify({ id: 1, name: 'Priya Sharma', email: 'customer@example.com' }));
    window.localStorage.setItem('session_token', 'e'.repeat(64));
    const wire = recordWire();
    const { user } = openServices();
    const [card] = await packageCards();
    await waitFor(() => expect(readStored('session_token')).toBeNull());
    expect(readStored('user')).toBeNull();
    await wire.flush();
    expect(wire.requests.find((r) => r.url.pathname.endsWith('/login.php'))?.json).toEqual({
      action: 'validateSession',
      session_token: 'e'.repeat(64),
    });
    await user.click(within(card).getByRole('button', { name: /^Book Now/ }));
    expect(await screen.findByRole('dialog', { name: 'Login Required' })).toBeInTheDocument();
    wire.stop();
  });

  it('keeps the cached customer when the check gets no answer, and opens the booking', async () => {
    await logInAsDemoCustomer();
    setScenario({ name: 'offline', endpoint: 'validateSession' });
    const { user } = openServices();
    const [card] = await packageCards();
    const book = within(card).getByRole('button', { name: /^Book Now/ });
    await waitFor(() => expect(book).toBeEnabled());
    await user.click(book);
    expect(await screen.findByRole('dialog', { name: 'Book Service' })).toBeInTheDocument();
    expect(readStored('session_token')).not.toBeNull();
  });
});
