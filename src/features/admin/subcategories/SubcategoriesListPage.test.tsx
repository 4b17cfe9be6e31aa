import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../../mocks/db';
import { server } from '../../../../mocks/node';
import { setScenario } from '../../../../mocks/scenarios';
import { endpointUrl } from '../../../api/endpoints';
import { recordWire } from '../../../test/wire';
import { advance, renderPage, signInAsDemoAdmin } from '../../../test/renderPage';
import SubcategoriesListPage from './SubcategoriesListPage';
import * as data from './SubcategoriesListPage.data';

beforeEach(signInAsDemoAdmin);

const open = (path = '/admin/subcategories') =>
  renderPage(<SubcategoriesListPage />, { path, pattern: '/admin/subcategories', data });
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1) as HTMLTableRowElement[];
const listCalls = (wire: ReturnType<typeof recordWire>) =>
  wire.requests.filter((r) => r.url.pathname === '/api/admin/getsubcategories.php');
afterEach(() => vi.useRealTimers());

/** The newest subcategory: first row of the admin list. */
function newest() {
  const row = db().subcategories[5];
  row.created_at = '2099-01-01 00:00:00';
  return row;
}

describe('subcategories list', () => {
  it('asks for page 1 by 10, pages by the total, and changes the page size (10, 25, 50, 100)', async () => {
    const total = db().subcategories.length; // 47
    const wire = recordWire();
    const { user } = open();
    await screen.findByRole('table');
    expect(Object.fromEntries(listCalls(wire)[0].url.searchParams)).toEqual({ page: '1', limit: '10' });
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText(`Showing 1–10 of ${total} subcategories`)).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Subcategories pages' });
    expect(
      within(pages)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Previous', '1', '2', '3', '5', 'Next']);

    const size = screen.getByLabelText('Per page');
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '25', '50', '100']);
    await user.selectOptions(size, '25');
    await waitFor(() => expect(bodyRows()).toHaveLength(25));
    expect(listCalls(wire).at(-1)!.url.searchParams.get('limit')).toBe('25');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Subcategories pages' })).getByRole('button', { name: 'Page 2' }),
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(total - 25));
    expect(Object.fromEntries(listCalls(wire).at(-1)!.url.searchParams)).toEqual({ page: '2', limit: '25' });
    wire.stop();
  });

  it('filters by category, status and search', async () => {
    const wire = recordWire();
    const { user } = open();
    await screen.findByRole('table');
    const category = await screen.findByRole('option', { name: 'Cleaning' });
    await user.selectOptions(screen.getByLabelText('Category'), category);
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    expect(listCalls(wire).at(-1)!.url.searchParams.get('category_id')).toBe('1');
    db().subcategories.find((s) => s.slug === 'kitchen-cleaning')!.status = 'inactive';
    await user.selectOptions(screen.getByLabelText('Status'), 'inactive');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]).toHaveTextContent('Kitchen Cleaning');
    await user.selectOptions(screen.getByLabelText('Status'), '');
    await user.type(screen.getByLabelText('Search'), 'sofa');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]).toHaveTextContent('Sofa & Carpet Cleaning');
    expect(Object.fromEntries(listCalls(wire).at(-1)!.url.searchParams)).toEqual({
      page: '1',
      limit: '10',
      category_id: '1',
      search: 'sofa',
    });
    wire.stop();
  });

  it('toggles the status with one action: POST {subcategory_id, status}', async () => {
    const row = newest();
    const wire = recordWire();
    const { user } = open();
    await screen.findByRole('table');
    expect(bodyRows()[0]).toHaveTextContent('Active');
    await user.click(screen.getByRole('button', { name: `Deactivate ${row.name}` }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Status updated successfully$/);
    await wire.flush();
    const sent = wire.requests.find((r) => r.url.pathname === '/admin/updatesubcategorystatus.php')!;
    expect(sent.method).toBe('POST');
    expect(sent.json).toEqual({ subcategory_id: row.id, status: 'inactive' });
    expect(db().subcategories.find((s) => s.id === row.id)!.status).toBe('inactive');
    await user.click(await screen.findByRole('button', { name: `Activate ${row.name}` }));
    await waitFor(() => expect(db().subcategories.find((s) => s.id === row.id)!.status).toBe('active'));
    wire.stop();
  });

  it("clears 'Status updated successfully' after 5 s", async () => {
    const row = newest();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = open();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: `Deactivate ${row.name}` }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Status updated successfully$/);
    await advance(4000); // (real time also runs: keep a margin)
    expect(screen.getByText('Status updated successfully')).toBeInTheDocument();
    await advance(1000);
    expect(screen.queryByText('Status updated successfully')).not.toBeInTheDocument();
  });

  it("says 'Failed to update status' when the server refuses, 'Error updating status' when the call fails", async () => {
    const row = newest();
    const { user } = open();
    await screen.findByRole('table');
    db().subcategories = db().subcategories.filter((s) => s.id !== row.id);
    await user.click(screen.getByRole('button', { name: `Deactivate ${row.name}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to update status$/);
    setScenario({ name: 'offline', endpoint: 'updateSubcategoryStatus' });
    await user.click(screen.getAllByRole('button', { name: /^Deactivate / })[0]);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Error updating status$/));
    // Neither attempt changed anything: the row still shows as it was, ready to try again.
    expect(screen.getByRole('button', { name: `Deactivate ${row.name}` })).toBeEnabled();
    expect(bodyRows().find((r) => r.textContent!.includes(row.name))).toHaveTextContent('Active');
  });

  it('deletes after a confirmation modal that warns it cannot be undone', async () => {
    const row = newest();
    const wire = recordWire();
    const { user } = open();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: `Delete ${row.name}` }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Subcategory' });
    expect(dialog).toHaveTextContent(row.name);
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(wire.requests.some((r) => r.url.pathname === '/admin/deletesubcategory.php')).toBe(false);

    await user.click(screen.getByRole('button', { name: `Delete ${row.name}` }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Subcategory' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Subcategory deleted successfully$/);
    await wire.flush();
    const sent = wire.requests.find((r) => r.url.pathname === '/admin/deletesubcategory.php')!;
    expect(sent.method).toBe('POST');
    expect(sent.json).toEqual({ subcategory_id: row.id });
    expect(db().subcategories.some((s) => s.id === row.id)).toBe(false);
    await waitFor(() => expect(screen.queryByRole('button', { name: `Delete ${row.name}` })).not.toBeInTheDocument());
    wire.stop();
  });

  it('after deleting the only row of the last page, shows the page before (a LIMIT/OFFSET server answers past the end empty)', async () => {
    const total = db().subcategories.length; // 47: page 5 of 10 holds 7
    db().subcategories = db().subcategories.slice(0, 41); // 41: page 5 holds one
    // A real PHP list answers a page past the end with no rows; the mock would clamp it to the last page.
    server.use(
      http.get(endpointUrl('getSubcategories'), ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        const count = db().subcategories.length;
        if (page <= Math.ceil(count / 10)) return undefined; // the mock backend answers
        return HttpResponse.json({ status: 'success', data: [], total: count });
      }),
    );
    const { user, router } = open('/admin/subcategories?page=5');
    await screen.findByRole('table');
    expect(bodyRows()).toHaveLength(1);
    expect(total).toBeGreaterThan(41);
    await user.click(within(bodyRows()[0]).getByRole('button', { name: /^Delete / }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Subcategory deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Showing 31–40 of 40 subcategories')).toBeInTheDocument());
    expect(bodyRows()).toHaveLength(10);
    expect(screen.queryByText('No subcategories found')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=4');
  });

  it.each([
    ['refused', 'Failed to delete subcategory'],
    ['offline', 'Error deleting subcategory'],
  ] as const)('delete %s: %s', async (how, text) => {
    const row = newest();
    const { user } = open();
    await screen.findByRole('table');
    if (how === 'refused') db().subcategories = db().subcategories.filter((s) => s.id !== row.id);
    else setScenario({ name: 'offline', endpoint: 'deleteSubcategory' });
    await user.click(screen.getByRole('button', { name: `Delete ${row.name}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${text}$`));
  });

  it("says 'Failed to fetch subcategories' when the server answers a failure", async () => {
    server.use(http.get(endpointUrl('getSubcategories'), () => HttpResponse.json({ status: 'error' })));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to fetch subcategories$/);
    expect(screen.getByText('No subcategories found')).toBeInTheDocument();
  });

  it("says 'Error loading subcategories' when the call fails, and clears it after 5 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setScenario({ name: 'bad-json', endpoint: 'getSubcategories' });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error loading subcategories$/);
    await advance(4000); // (real time also runs: keep a margin)
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await advance(1000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Failed to load categories' when the category filter cannot be filled", async () => {
    setScenario({ name: 'offline', endpoint: 'listCategories' });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load categories$/);
  });
});
