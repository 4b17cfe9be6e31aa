/** Home page (SPEC §2.3): catalogue tiles from the server, the subcategory modal, sample content. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { db } from '../../../mocks/db';
import { server } from '../../../mocks/node';
import { setScenario } from '../../../mocks/scenarios';
import { endpointUrl } from '../../api/endpoints';
import { renderRoute } from '../../test/renderRoute';
import { recordWire } from '../../test/wire';
import HomePage from './HomePage';
import * as data from './HomePage.data';

const openHome = (fakeTimers = false) =>
  renderRoute(<HomePage />, {
    path: '/',
    pattern: '/',
    fakeTimers,
    data,
    routes: [{ path: '/home/subcategories/:categoryId', loader: data.subcategoriesLoader }],
  });
const tiles = () => within(screen.getByRole('region', { name: 'What are you looking for?' }));

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('category tiles', () => {
  it('lists every active category from listcategories.php (no query) after an "All Services" tile', async () => {
    const wire = recordWire();
    openHome();
    await waitFor(() =>
      expect(tiles().getAllByRole('button')).toHaveLength(
        1 + db().categories.filter((c) => c.status === 'active').length,
      ),
    );
    const names = tiles()
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names[0]).toBe('All Services');
    expect(names).toContain('Cleaning');
    expect(tiles().getByRole('button', { name: 'All Services' })).toHaveAttribute('aria-pressed', 'true');
    const call = wire.requests.find((r) => r.url.pathname.endsWith('/listcategories.php'))!;
    expect(call.method).toBe('GET');
    expect([...call.url.searchParams.keys()]).toEqual([]);
    wire.stop();
  });

  it('opens the subcategories of a chosen category and goes to /services?category_id=…&&subcategory_id=…', async () => {
    const wire = recordWire();
    const { user } = openHome();
    const cleaning = db().categories.find((c) => c.name === 'Cleaning')!;
    await user.click(await tiles().findByRole('button', { name: 'Cleaning' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cleaning' });
    const first = await within(dialog).findByRole('button', { name: /Home Deep Cleaning/ });
    const call = wire.requests.find((r) => r.url.pathname.endsWith('/getsubcategories.php'))!;
    expect(Object.fromEntries(call.url.searchParams)).toEqual({ category_id: String(cleaning.id) });
    // Descriptions are cut to 60 characters on the customer side (SPEC §3).
    const description = within(first).getByText(/Top-to-bottom/).textContent!;
    expect(description.length).toBeLessThanOrEqual(63);
    expect(tiles().getByRole('button', { name: 'Cleaning' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(first);
    const sub = db().subcategories.find((s) => s.name === 'Home Deep Cleaning')!;
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/services?category_id=${cleaning.id}&&subcategory_id=${sub.id}`,
    );
    wire.stop();
  });

  it('shows the subcategories of the latest chosen category, never a slower earlier answer', async () => {
    const cleaning = db().categories.find((c) => c.name === 'Cleaning')!;
    // Cleaning's subcategories answer only once the test opens the gate; an unanswered handler falls through to
    // the mock backend.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    server.use(
      http.get(endpointUrl('getSubcategories'), async ({ request }) => {
        if (new URL(request.url).searchParams.get('category_id') === String(cleaning.id)) await gate;
      }),
    );
    openHome();
    const cleaningTile = await tiles().findByRole('button', { name: 'Cleaning' });
    const plumbingTile = tiles().getByRole('button', { name: 'Plumbing' });
    // Two tiles pressed one after the other, before the modal is there.
    fireEvent.click(cleaningTile);
    fireEvent.click(plumbingTile);
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Plumbing' });
    expect(await within(dialog).findByRole('button', { name: /Taps & Mixers/ })).toBeInTheDocument();
    await new Promise((done) => setTimeout(done, 300));
    expect(within(dialog).queryByRole('button', { name: /Home Deep Cleaning/ })).toBeNull();
    expect(within(dialog).getByRole('button', { name: /Taps & Mixers/ })).toBeInTheDocument();
  });

  it('"All Services" goes back to the sample list without a call', async () => {
    const { user } = openHome();
    await user.click(await tiles().findByRole('button', { name: 'Cleaning' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const wire = recordWire();
    await user.click(tiles().getByRole('button', { name: 'All Services' }));
    expect(tiles().getByRole('button', { name: 'All Services' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Popular Services' })).toBeInTheDocument();
    expect(wire.requests).toHaveLength(0);
    wire.stop();
  });

  it.each(['server-error', 'bad-json', 'offline'] as const)(
    'says the category list could not be read (%s), logged, and "Try again" reads it again',
    async (scenario) => {
      const wire = recordWire();
      setScenario({ name: scenario, endpoint: 'listCategories' });
      const { user } = openHome();
      expect(await tiles().findByRole('alert')).toHaveTextContent("We couldn't load the categories. Please try again.");
      expect(errors).toHaveBeenCalledWith('[home] could not load categories:', expect.any(String));
      expect(
        tiles()
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['All Services', 'Try again']);

      setScenario({ name: 'normal' });
      await user.click(tiles().getByRole('button', { name: 'Try again' }));
      expect(await tiles().findByRole('button', { name: 'Cleaning' })).toBeInTheDocument();
      expect(tiles().queryByRole('alert')).toBeNull();
      expect(screen.getByRole('region', { name: 'What are you looking for?' })).toHaveFocus();
      expect(wire.requests.filter((r) => r.url.pathname.endsWith('/listcategories.php'))).toHaveLength(2);
      wire.stop();
    },
  );

  it('an empty category list shows the "All Services" tile alone, with no failure said', async () => {
    server.use(http.get(endpointUrl('listCategories'), () => HttpResponse.json({ status: 'success', data: [] })));
    openHome();
    await waitFor(() => expect(within(tiles().getByRole('list')).queryAllByRole('listitem')).toHaveLength(1));
    expect(
      tiles()
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All Services']);
    expect(tiles().queryByRole('alert')).toBeNull();
  });

  it('logs a failed subcategory list and shows it empty', async () => {
    const { user } = openHome();
    const tile = await tiles().findByRole('button', { name: 'Cleaning' });
    setScenario({ name: 'offline', endpoint: 'getSubcategories' });
    await user.click(tile);
    const dialog = await screen.findByRole('dialog', { name: 'Cleaning' });
    expect(await within(dialog).findByText('No subcategories found for this category.')).toBeInTheDocument();
    expect(errors).toHaveBeenCalled();
  });
});

describe('hero carousel', () => {
  const current = () => screen.getAllByRole('group').find((slide) => !slide.hidden)!;

  it('moves every 3 seconds and stops on Pause', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = openHome(true);
    expect(current()).toHaveAccessibleName('1 of 3');
    await act(async () => vi.advanceTimersByTime(3_000));
    expect(current()).toHaveAccessibleName('2 of 3');
    await act(async () => vi.advanceTimersByTime(3_000));
    expect(current()).toHaveAccessibleName('3 of 3');
    await act(async () => vi.advanceTimersByTime(3_000));
    expect(current()).toHaveAccessibleName('1 of 3');
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await user.click(screen.getByRole('button', { name: 'Play' }));
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    (document.activeElement as HTMLElement).blur();
    await act(async () => vi.advanceTimersByTime(9_000));
    expect(current()).toHaveAccessibleName('1 of 3');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toHaveAccessibleName('2 of 3');
  });

  it('stays still for a visitor who asks for reduced motion, until Play', async () => {
    const matchMedia = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({
      ...matchMedia(query),
      matches: query === '(prefers-reduced-motion: reduce)',
    }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = openHome(true);
    expect(await screen.findByRole('button', { name: 'Play' })).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(9_000));
    expect(current()).toHaveAccessibleName('1 of 3');
    await user.click(screen.getByRole('button', { name: 'Play' }));
    // The pointer and focus leave the carousel, which holds it still while they are on it.
    await user.unhover(screen.getByRole('region', { name: 'Highlights' }));
    (document.activeElement as HTMLElement).blur();
    await act(async () => vi.advanceTimersByTime(3_000));
    expect(current()).toHaveAccessibleName('2 of 3');
  });
});

describe('sample content', () => {
  it('has Refer & Earn (up to 500 points) and the app panel', async () => {
    openHome();
    expect(screen.getByRole('region', { name: 'Refer & Earn' })).toHaveTextContent('earn up to 500 points');
    const app = screen.getByRole('region', { name: 'Get the HomeEase app' });
    expect(
      within(app)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Google Play coming soon', 'App Store coming soon']);
  });

  it('shows three posters, the popular and most booked services with Book links to /service/{id}', async () => {
    openHome();
    expect(within(screen.getByRole('region', { name: 'Offers' })).getAllByRole('link')).toHaveLength(3);
    const popular = await screen.findByRole('region', { name: 'Popular Services' });
    const books = within(popular).getAllByRole('link', { name: /^Book / });
    expect(books.length).toBeGreaterThanOrEqual(4);
    expect(within(popular).getByRole('link', { name: 'Book AC Service & Repair' })).toHaveAttribute(
      'href',
      '/service/19',
    );
    const mostBooked = screen.getByRole('region', { name: /Most booked services/ });
    expect(within(mostBooked).getByRole('link', { name: 'View all services' })).toHaveAttribute('href', '/services');
    expect(within(mostBooked).getAllByRole('link', { name: /^Book / }).length).toBeGreaterThan(0);
  });

  it('explains how it works in four steps and invites providers to /vendor/register', async () => {
    openHome();
    const how = await screen.findByRole('region', { name: 'How It Works' });
    expect(
      within(how)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Select a service', 'Schedule', 'Expert service', 'Rate and review']);
    const provider = screen.getByRole('region', { name: 'Become a Service Provider' });
    expect(within(provider).getByRole('link')).toHaveAttribute('href', '/vendor/register');
  });

  it('answers five questions, with the rescheduling and complaint windows', async () => {
    openHome();
    const faq = await screen.findByRole('region', { name: 'Frequently Asked Questions' });
    expect(faq.querySelectorAll('details')).toHaveLength(5);
    expect(faq).toHaveTextContent('at least 24 hours before');
    expect(faq).toHaveTextContent('within 48 hours');
    expect(screen.getByRole('region', { name: 'Your home, our promise' })).toBeInTheDocument();
  });

  it('uses only the project’s own images', async () => {
    const { container } = openHome();
    await screen.findByRole('region', { name: 'Popular Services' });
    const sources = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src')!);
    expect(sources.length).toBeGreaterThan(10);
    expect(sources.filter((src) => /^https?:/.test(src))).toEqual([]);
  });
});
