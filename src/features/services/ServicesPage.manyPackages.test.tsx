/**
 * /services with a catalogue grown over years: 2,000 packages in one subcategory (listservices.php has no paging).
 * The list draws a first screenful and more on request, so it stays a few hundred nodes, not ~48,000.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../mocks/db';
import { renderRoute } from '../../test/renderRoute';
import ServicesPage from './ServicesPage';
import * as servicesData from './ServicesPage.data';

const PACKAGES = 2000;
/** The first screenful, and what each 'Show more' adds. */
const PACKAGES_STEP = 24;

/** 2,000 active packages in the first subcategory, in their sort order; every other package gone. */
function seedPackages() {
  const state = db();
  const template = state.services.find((service) => service.status === 'active')!;
  const sub = state.subcategories.find((row) => row.id === template.subcategory_id)!;
  state.services = Array.from({ length: PACKAGES }, (_, i) => ({
    ...template,
    id: i + 1,
    name: `Package ${String(i + 1).padStart(4, '0')}`,
    slug: `package-${i + 1}`,
    sort_order: i,
    status: 'active' as const,
  }));
  return sub;
}

const open = (path: string) => renderRoute(<ServicesPage />, { path, pattern: '/services', data: servicesData });
const packageList = () => screen.getByRole('list', { name: / packages$/ });
/** Cards by selector: Testing Library's role queries walk every node, which is what this page must not have. */
const cards = () => [...packageList().querySelectorAll('article')];
const cardName = (card: Element) => card.querySelector('h3')!.textContent;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('a subcategory of 2,000 packages', () => {
  it('draws the first screenful, says how many of how many, and "Show more" adds the next batch', async () => {
    const sub = seedPackages();
    open(`/services?category_id=${sub.category_id}&subcategory_id=${sub.id}`);
    await waitFor(() =>
      expect(document.querySelector('[aria-labelledby="packages-title"]')).toHaveAttribute('aria-busy', 'false'),
    );

    expect(cards()).toHaveLength(PACKAGES_STEP);
    expect(cards().map(cardName)).toEqual(
      Array.from({ length: PACKAGES_STEP }, (_, i) => `Package ${String(i + 1).padStart(4, '0')}`),
    );
    const count = screen.getByRole('status');
    expect(count).toHaveTextContent(`Showing ${PACKAGES_STEP} of 2,000 packages`);
    // A polite live region: the new count is announced without interrupting.
    expect(count).toHaveAttribute('role', 'status');
    // The whole section (list, count, button) stays a few hundred nodes, not the ~48,000 of 2,000 cards.
    const section = document.getElementById('packages-title')!.closest('section')!;
    expect(section.querySelectorAll('*').length).toBeLessThan(2000);

    const more = screen.getByRole('button', { name: 'Show more' });
    fireEvent.click(more);
    expect(cards()).toHaveLength(2 * PACKAGES_STEP);
    expect(cardName(cards()[PACKAGES_STEP])).toBe(`Package ${String(PACKAGES_STEP + 1).padStart(4, '0')}`);
    expect(screen.getByRole('status')).toHaveTextContent(`Showing ${2 * PACKAGES_STEP} of 2,000 packages`);
    // Focus goes to the first card the button added, where the keyboard left off.
    expect(document.activeElement).toBe(cards()[PACKAGES_STEP]);
    expect(section.querySelectorAll('*').length).toBeLessThan(3000);
  });

  it('the cart and Book Now work on a card "Show more" brought in', async () => {
    const sub = seedPackages();
    const { user } = open(`/services?subcategory_id=${sub.id}`);
    await waitFor(() => expect(cards()).toHaveLength(PACKAGES_STEP));
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    const card = cards()[PACKAGES_STEP];
    const name = cardName(card)!;
    await user.click(within(card).getByRole('button', { name: `Add ${name} to cart` }));
    const cart = within(screen.getByRole('region', { name: /Your Cart/ }));
    expect(cart.getByRole('list', { name: 'Cart items' })).toHaveTextContent(name);
    await user.click(within(card).getByRole('button', { name: `Book Now: ${name}` }));
    expect(await screen.findByRole('dialog', { name: 'Login Required' }, { timeout: 8000 })).toBeInTheDocument();
  });

  it('shows every package once "Show more" has been pressed to the end; the button then goes', async () => {
    const sub = seedPackages();
    db().services = db().services.slice(0, 60);
    open(`/services?subcategory_id=${sub.id}`);
    await waitFor(() => expect(cards()).toHaveLength(PACKAGES_STEP));
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(cards()).toHaveLength(60);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 60 of 60 packages');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    // The button is gone, so focus is on the first card of the last batch rather than lost on the page.
    expect(document.activeElement).toBe(cards()[2 * PACKAGES_STEP]);
  });

  it('starts again from the first screenful when the filters change', async () => {
    const sub = seedPackages();
    const { router } = open(`/services?subcategory_id=${sub.id}`);
    await waitFor(() => expect(cards()).toHaveLength(PACKAGES_STEP));
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(cards()).toHaveLength(2 * PACKAGES_STEP);
    await act(() => router.navigate(`/services?subcategory_id=${sub.id}&search=Package`));
    await waitFor(() => expect(screen.getByText(/Results for “Package”/)).toBeInTheDocument());
    await waitFor(() => expect(cards()).toHaveLength(PACKAGES_STEP));
  });

  it('a list of one screenful or less has neither count nor button', async () => {
    const sub = seedPackages();
    db().services = db().services.slice(0, PACKAGES_STEP);
    open(`/services?subcategory_id=${sub.id}`);
    await waitFor(() => expect(cards()).toHaveLength(PACKAGES_STEP));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});
