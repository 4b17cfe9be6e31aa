import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../../mocks/db';
import { setScenario } from '../../../../mocks/scenarios';
import { recordWire } from '../../../test/wire';
import { renderPage } from '../../../test/renderPage';
import EditSubcategoryPage from './EditSubcategoryPage';
import ViewSubcategoryPage from './ViewSubcategoryPage';
import * as viewData from './ViewSubcategoryPage.data';
import * as editData from './EditSubcategoryPage.data';

const view = (id: string | number) =>
  renderPage(<ViewSubcategoryPage />, {
    path: `/admin/subcategories/view/${id}`,
    pattern: '/admin/subcategories/view/:id',
    data: viewData,
  });

describe('view subcategory', () => {
  it('finds it in the admin list and shows its details, services of every status and quick actions', async () => {
    const sub = db().subcategories[40]; // beyond the first page of 10
    const services = db().services.filter((s) => s.subcategory_id === sub.id);
    services[0].status = 'inactive';
    const wire = recordWire();
    view(sub.id);
    expect(await screen.findByRole('heading', { level: 1, name: sub.name })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Subcategory Details' });
    expect(
      within(details).getByRole('link', { name: db().categories.find((c) => c.id === sub.category_id)!.name }),
    ).toHaveAttribute('href', `/admin/categories/view/${sub.category_id}`);
    const list = await screen.findByRole('region', { name: 'Services' });
    await within(list).findByText(services[0].name);
    expect(within(list).getAllByRole('listitem')).toHaveLength(services.length);
    expect(within(list).getByText(services[0].name).closest('li')).toHaveTextContent('Inactive');
    const call = wire.requests.find((r) => r.url.pathname === '/api/admin/listservices.php')!;
    expect(Object.fromEntries(call.url.searchParams)).toEqual({ subcategory_id: String(sub.id), status: 'all' });
    const actions = within(screen.getByRole('region', { name: 'Quick Actions' })).getAllByRole('link');
    expect(actions.map((a) => a.getAttribute('href'))).toEqual([
      `/admin/subcategories/edit/${sub.id}`,
      `/admin/services/add?category=${sub.category_id}&subcategory=${sub.id}`,
      `/admin/services?category=${sub.category_id}&subcategory=${sub.id}`,
      '/admin/subcategories',
    ]);
    wire.stop();
  });

  it("shows 'Subcategory not found' for an unknown id", async () => {
    view(99999);
    expect(await screen.findByText('Subcategory not found')).toBeInTheDocument();
  });

  it("says 'Error loading subcategories' when the list cannot be read", async () => {
    setScenario({ name: 'offline', endpoint: 'getSubcategories' });
    view(3);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error loading subcategories$/);
  });
});

describe('edit subcategory', () => {
  it('shows the form filled in and explains that saving is not possible (no update call)', async () => {
    const sub = db().subcategories[2];
    renderPage(<EditSubcategoryPage />, {
      path: `/admin/edit-subcategory/${sub.id}`,
      pattern: '/admin/edit-subcategory/:id',
      data: editData,
    });
    expect(await screen.findByLabelText(/Subcategory name/)).toHaveValue(sub.name);
    expect(screen.getByLabelText(/^Slug/)).toHaveValue(sub.slug);
    await screen.findByRole('option', { name: 'Cleaning' });
    expect(screen.getByLabelText(/Parent category/)).toHaveValue(String(sub.category_id));
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    expect(screen.getByText(/the server offers no way to update a subcategory/)).toBeInTheDocument();
  });

  it('keeps an inactive parent choosable, though the option list has active categories only', async () => {
    const sub = db().subcategories[2];
    const parent = db().categories.find((c) => c.id === sub.category_id)!;
    parent.status = 'inactive';
    renderPage(<EditSubcategoryPage />, {
      path: `/admin/edit-subcategory/${sub.id}`,
      pattern: '/admin/edit-subcategory/:id',
      data: editData,
    });
    expect(await screen.findByRole('option', { name: parent.name })).toHaveValue(String(parent.id));
    expect(screen.getByLabelText(/Parent category/)).toHaveValue(String(parent.id));
  });
});
