import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../../mocks/db';
import { server } from '../../../../mocks/node';
import { setScenario } from '../../../../mocks/scenarios';
import { endpointUrl } from '../../../api/endpoints';
import { recordWire } from '../../../test/wire';
import { advance, renderPage, signInAsDemoAdmin } from '../../../test/renderPage';
import CategoriesListPage from './CategoriesListPage';
import * as data from './CategoriesListPage.data';
import { holdCalls } from '../../../test/heldCalls';

beforeEach(signInAsDemoAdmin);

const open = (path = '/admin/categories') =>
  renderPage(<CategoriesListPage />, { path, pattern: '/admin/categories', data });
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1) as HTMLTableRowElement[];

afterEach(() => vi.useRealTimers());

/** Adds categories to the mock backend so the list has many pages. */
function addCategories(count: number) {
  const state = db();
  const base = state.categories[0];
  for (let i = 1; i <= count; i++) {
    state.categories.push({
      ...base,
      id: 1000 + i,
      name: `Extra ${i}`,
      slug: `extra-${i}`,
      created_at: '2020-01-01 00:00:00',
    });
  }
}

describe('categories list', () => {
  it('asks for page 1 by 10 and shows the page with descriptions cut to 50 characters', async () => {
    const cleaning = db().categories.find((c) => c.name === 'Cleaning')!;
    cleaning.created_at = '2099-01-01 00:00:00'; // newest: first row
    const wire = recordWire();
    open();
    await screen.findByRole('table');
    const request = wire.requests.find((r) => r.url.pathname === '/api/admin/listcategories.php')!;
    expect(Object.fromEntries(request.url.searchParams)).toEqual({ page: '1', limit: '10' });
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Showing 1–10 of 15 categories')).toBeInTheDocument();
    expect(cleaning.description).toBe(
      'Professional home and office cleaning by trained, background-verified cleaners.',
    );
    expect((bodyRows()[0] as HTMLTableRowElement).cells[1]).toHaveTextContent(
      /^Professional home and office cleaning by trained, \.\.\.$/,
    );
    for (const row of bodyRows() as HTMLTableRowElement[]) {
      expect(row.cells[1].textContent!.replace(/\.\.\.$/, '').length).toBeLessThanOrEqual(50);
    }
    wire.stop();
  });

  it('pages with first, last and current ± 2, and asks the server for the chosen page', async () => {
    addCategories(105); // 120 categories: 12 pages
    const wire = recordWire();
    const { user } = open('/admin/categories?page=5');
    await screen.findByRole('table');
    const nav = screen.getByRole('navigation', { name: 'Categories pages' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Previous', '1', '3', '4', '5', '6', '7', '12', 'Next']);
    expect(nav).toHaveTextContent('Previous1…34567…12Next');
    await user.click(within(nav).getByRole('button', { name: 'Page 12' }));
    await waitFor(() => expect(screen.getByText('Showing 111–120 of 120 categories')).toBeInTheDocument());
    expect(wire.requests.at(-1)!.url.searchParams.get('page')).toBe('12');
    wire.stop();
  });

  it('filters by status, featured and search', async () => {
    const target = db().categories[3];
    target.status = 'inactive';
    const wire = recordWire();
    const { user } = open();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Status'), 'inactive');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]).toHaveTextContent(target.name);
    expect(bodyRows()[0]).toHaveTextContent('Inactive');

    await user.selectOptions(screen.getByLabelText('Status'), '');
    await user.selectOptions(screen.getByLabelText('Featured'), '1');
    await waitFor(() => expect(wire.requests.at(-1)!.url.searchParams.get('is_featured')).toBe('1'));
    await waitFor(() => expect(bodyRows().length).toBe(db().categories.filter((c) => c.is_featured === 1).length));

    await user.selectOptions(screen.getByLabelText('Featured'), '');
    await user.type(screen.getByLabelText('Search'), 'plumb');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(wire.requests.at(-1)!.url.searchParams.get('search')).toBe('plumb'));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]).toHaveTextContent('Plumbing');

    await user.clear(screen.getByLabelText('Search'));
    await user.type(screen.getByLabelText('Search'), 'no such thing');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No categories found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(screen.getByLabelText('Search')).toHaveValue('');
    wire.stop();
  });

  it('deletes a category after confirmation, with DELETE {id}', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const wire = recordWire();
    const { user } = open();
    await screen.findByRole('table');
    const name = bodyRows()[0].cells[0].textContent!;
    const victim = db().categories.find((c) => name.includes(c.name))!;
    await user.click(screen.getByRole('button', { name: `Delete ${victim.name}` }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining(victim.name));
    expect(await screen.findByText('Category deleted successfully')).toBeInTheDocument();
    await wire.flush();
    const sent = wire.requests.find((r) => r.url.pathname === '/admin/deletecategory.php')!;
    expect(sent.method).toBe('DELETE');
    expect(sent.json).toEqual({ id: victim.id });
    expect(db().categories.some((c) => c.id === victim.id)).toBe(false);
    await waitFor(() => expect(screen.queryByText(victim.name)).not.toBeInTheDocument());
    // The list reloaded from the server: page 1 is full again (15 categories, 14 left).
    expect(bodyRows()).toHaveLength(10);
    wire.stop();
  });

  it("clears 'Category deleted successfully' after 5 s", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = open();
    await screen.findByRole('table');
    await user.click(within(bodyRows()[0]).getByRole('button', { name: /^Delete / }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Category deleted successfully$/);
    await advance(4000); // (real time also runs: keep a margin)
    expect(screen.getByText('Category deleted successfully')).toBeInTheDocument();
    await advance(1000);
    expect(screen.queryByText('Category deleted successfully')).not.toBeInTheDocument();
  });

  it('after deleting the only row of the last page, shows the page before (a LIMIT/OFFSET server answers past the end empty)', async () => {
    db().categories = db().categories.slice(0, 11); // 11 categories: page 2 holds one
    // A real PHP list answers a page past the end with no rows; the mock would clamp it to the last page.
    server.use(
      http.get(endpointUrl('listCategories'), ({ request }) => {
        const url = new URL(request.url);
        const page = Number(url.searchParams.get('page'));
        const total = db().categories.length;
        const pages = Math.max(1, Math.ceil(total / 10));
        if (page <= pages) return undefined; // the mock backend answers
        const pagination = {
          current_page: page,
          total_pages: pages,
          total_records: total,
          per_page: 10,
          has_next: false,
          has_prev: true,
          next_page: null,
          prev_page: page - 1,
        };
        return HttpResponse.json({ status: 'success', data: [], pagination });
      }),
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user, router } = open('/admin/categories?page=2');
    await screen.findByRole('table');
    expect(bodyRows()).toHaveLength(1);
    await user.click(within(bodyRows()[0]).getByRole('button', { name: /^Delete / }));
    expect(await screen.findByText('Category deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Showing 1–10 of 10 categories')).toBeInTheDocument());
    expect(bodyRows()).toHaveLength(10);
    expect(screen.queryByText('No categories found')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('does nothing when the confirmation is declined', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const wire = recordWire();
    const { user } = open();
    await screen.findByRole('table');
    await user.click(within(bodyRows()[0]).getByRole('button', { name: /^Delete / }));
    expect(wire.requests.some((r) => r.url.pathname === '/admin/deletecategory.php')).toBe(false);
    expect(db().categories).toHaveLength(15);
    wire.stop();
  });

  it("says 'Failed to delete category' when the server refuses (already gone)", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = open();
    await screen.findByRole('table');
    const button = within(bodyRows()[0]).getByRole('button', { name: /^Delete / });
    const name = button.getAttribute('aria-label')!.replace('Delete ', '');
    db().categories = db().categories.filter((c) => c.name !== name); // deleted meanwhile elsewhere
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to delete category$/);
  });

  it("says 'An error occurred while deleting category' when the call fails", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    setScenario({ name: 'offline', endpoint: 'deleteCategory' });
    const { user } = open();
    await screen.findByRole('table');
    await user.click(within(bodyRows()[0]).getByRole('button', { name: /^Delete / }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^An error occurred while deleting category$/);
    expect(db().categories).toHaveLength(15);
  });

  it("says 'Failed to fetch categories' when the server answers a failure", async () => {
    server.use(
      http.get(endpointUrl('listCategories'), () => HttpResponse.json({ status: 'error', message: 'Database busy' })),
    );
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to fetch categories$/);
    expect(screen.getByText('No categories found')).toBeInTheDocument();
  });

  it.each(['offline', 'server-error', 'bad-json'] as const)(
    "%s: 'Error loading categories', cleared after 5 s",
    async (name) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      setScenario({ name, endpoint: 'listCategories' });
      open();
      expect(await screen.findByRole('alert')).toHaveTextContent(/^Error loading categories$/);
      await advance(4000); // (real time also runs: keep a margin)
      expect(screen.getByRole('alert')).toBeInTheDocument();
      await advance(1000);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('shows a loading state while the list is on its way', async () => {
    const release = holdCalls('listCategories');
    open();
    expect(screen.getByRole('status')).toHaveTextContent('Loading categories...');
    release();
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
