/**
 * SPEC §2.12: links inside admin pages use /admin/add-category, /admin/edit-category/{id}, /admin/view/{id},
 * /admin/add-subcategory and /admin/edit-subcategory/{id}. Through the app's own route table (layout, guard, lazy
 * pages) each must open the right screen for the right record, and the two add-subcategory routes the two versions.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../mocks/db';
import { ADMIN_SESSION_KEY } from '../../lib/adminSession';
import { demoAdminSessionValue } from '../../test/demoSessions';
import { recordWire } from '../../test/wire';
import { renderApp } from '../../test/renderPage';

const signIn = () => window.localStorage.setItem(ADMIN_SESSION_KEY, demoAdminSessionValue());
const h1 = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

describe('admin alias routes', () => {
  it('/admin/add-category is the Add Category form, posting to addcategories.php', async () => {
    signIn();
    const wire = recordWire();
    const { user } = renderApp('/admin/add-category');
    await h1('Add Category');
    await user.type(screen.getByLabelText(/Category name/), 'Solar Panel Care');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Category added successfully');
    expect(wire.requests.map((r) => r.url.pathname)).toContain('/admin/addcategories.php');
    wire.stop();
  });

  it('/admin/edit-category/:id is the Edit Category form of that category', async () => {
    signIn();
    const category = db().categories[4];
    renderApp(`/admin/edit-category/${category.id}`);
    await h1('Edit Category');
    expect(await screen.findByLabelText(/Category name/)).toHaveValue(category.name);
    expect(screen.getByLabelText(/^Slug/)).toHaveValue(category.slug);
  });

  it('/admin/view/:id shows that category', async () => {
    signIn();
    const category = db().categories[6];
    renderApp(`/admin/view/${category.id}`);
    await h1(category.name);
    expect(screen.getByRole('region', { name: 'Category Details' })).toHaveTextContent(category.slug);
  });

  it.each([
    ['/admin/add-subcategory', 'first', '/admin/getcategories.php', '/admin/addsubcategories.php'],
    ['/admin/subcategories/add', 'second', '/api/admin/categories/list.php', '/api/admin/subcategories/add.php'],
  ])('%s is the %s add-subcategory version (%s, then %s)', async (path, _version, listPath, addPath) => {
    signIn();
    const wire = recordWire();
    const { user } = renderApp(path);
    await h1('Add Subcategory');
    await screen.findByRole('option', { name: 'Cleaning' });
    await user.selectOptions(screen.getByLabelText(/Parent category/), 'Cleaning');
    await user.type(screen.getByLabelText(/Subcategory name/), 'Balcony Cleaning');
    await user.click(screen.getByRole('button', { name: 'Add Subcategory' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Subcategory added successfully');
    const paths = wire.requests.map((r) => r.url.pathname);
    expect(paths).toContain(listPath);
    expect(paths).toContain(addPath);
    wire.stop();
  });

  it('/admin/edit-subcategory/:id is the Edit Subcategory form of that subcategory', async () => {
    signIn();
    const sub = db().subcategories[7];
    renderApp(`/admin/edit-subcategory/${sub.id}`);
    await h1('Edit Subcategory');
    await waitFor(() => expect(screen.getByLabelText(/Subcategory name/)).toHaveValue(sub.name));
    expect(screen.getByLabelText(/^Slug/)).toHaveValue(sub.slug);
  });
});
