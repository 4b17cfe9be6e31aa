import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../../mocks/db';
import { server } from '../../../../mocks/node';
import { setScenario } from '../../../../mocks/scenarios';
import { endpointUrl } from '../../../api/endpoints';
import { recordWire } from '../../../test/wire';
import { advance, renderPage, signInAsDemoAdmin } from '../../../test/renderPage';
import EditCategoryPage from './EditCategoryPage';
import ViewCategoryPage from './ViewCategoryPage';
import * as viewData from './ViewCategoryPage.data';

beforeEach(signInAsDemoAdmin);

afterEach(() => vi.useRealTimers());

const view = (id: string) =>
  renderPage(<ViewCategoryPage />, {
    path: `/admin/categories/view/${id}`,
    pattern: '/admin/categories/view/:id',
    data: viewData,
  });

describe('view category', () => {
  it('shows details, SEO, statistics, recent services and the quick actions, from viewcategory.php?id=', async () => {
    const category = db().categories[0];
    const services = db().services.filter((s) => s.category_id === category.id);
    services[0].status = 'inactive';
    const wire = recordWire();
    view(String(category.id));
    expect(await screen.findByRole('heading', { level: 1, name: category.name })).toBeInTheDocument();
    expect(wire.requests[0].url.pathname).toBe('/admin/viewcategory.php');
    expect(wire.requests[0].url.searchParams.get('id')).toBe(String(category.id));

    const details = screen.getByRole('region', { name: 'Category Details' });
    expect(details).toHaveTextContent(category.slug);
    expect(details).toHaveTextContent(category.description);
    expect(details).toHaveTextContent('Administrator'); // creator_name
    expect(screen.getByRole('region', { name: 'SEO Information' })).toHaveTextContent(category.meta_title || 'Not set');

    const stats = screen.getByRole('region', { name: 'Statistics' });
    expect(within(stats).getByText('Total').nextElementSibling).toHaveTextContent(String(services.length));
    expect(within(stats).getByText('Active').nextElementSibling).toHaveTextContent(String(services.length - 1));
    expect(within(stats).getByText('Inactive').nextElementSibling).toHaveTextContent('1');

    const recent = screen.getByRole('region', { name: 'Recent Services' });
    expect(within(recent).getAllByRole('listitem').length).toBe(Math.min(5, services.length));

    const actions = screen.getByRole('region', { name: 'Quick Actions' });
    const hrefs = within(actions)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      `/admin/categories/edit/${category.id}`,
      `/admin/services/add?category=${category.id}`,
      `/admin/services?category=${category.id}`,
      '/admin/categories',
    ]);
    wire.stop();
  });

  it("shows 'Category not found' for an unknown id", async () => {
    view('9999');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Category not found$/);
    expect(screen.getByText('Category not found', { selector: 'p.h5' })).toBeInTheDocument();
  });

  it("says 'Failed to fetch category' when the server fails without a message, or answers HTTP 500", async () => {
    server.use(http.get(endpointUrl('viewCategory'), () => HttpResponse.json({ status: 'error' }), { once: true }));
    const first = view('1');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to fetch category$/);
    first.unmount();
    setScenario({ name: 'server-error', endpoint: 'viewCategory' });
    view('1');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to fetch category$/);
  });

  it('clears its error message after 5 s (SPEC §4: view pages), keeping the empty state', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    view('9999');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Category not found$/);
    await advance(4000); // (real time also runs: keep a margin)
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await advance(1000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Category not found', { selector: 'p.h5' })).toBeInTheDocument();
  });

  it('says so when the network fails', async () => {
    setScenario({ name: 'offline', endpoint: 'viewCategory' });
    view('1');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Network error: Unable to connect to server$/);
  });

  it("says 'Category ID is required' without asking the server when the id is blank", async () => {
    const wire = recordWire();
    renderPage(<ViewCategoryPage />, { path: '/admin/view/%20', pattern: '/admin/view/:id', data: viewData });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Category ID is required$/);
    expect(wire.requests).toHaveLength(0);
    wire.stop();
  });
});

describe('edit category', () => {
  it('shows the form filled from viewcategory.php and explains that saving is not possible (no update call)', async () => {
    const category = db().categories[2];
    const wire = recordWire();
    const { user } = renderPage(<EditCategoryPage />, {
      path: `/admin/edit-category/${category.id}`,
      pattern: '/admin/edit-category/:id',
      data: viewData,
    });
    expect(await screen.findByLabelText(/Category name/)).toHaveValue(category.name);
    expect(screen.getByLabelText(/^Slug/)).toHaveValue(category.slug);
    expect(screen.getByLabelText('Sort order')).toHaveValue(category.sort_order);
    const save = screen.getByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription(/the server offers no way to update a category/);
    await user.type(screen.getByLabelText(/Category name/), '{Enter}'); // no implicit submission either
    expect(wire.requests.map((r) => r.url.pathname)).toEqual(['/admin/viewcategory.php']);
    wire.stop();
  });

  it("shows 'Category not found' for an unknown id", async () => {
    renderPage(<EditCategoryPage />, {
      path: '/admin/categories/edit/424242',
      pattern: '/admin/categories/edit/:id',
      data: viewData,
    });
    expect(await screen.findByText('Category not found', { selector: 'p.h5' })).toBeInTheDocument();
  });
});
