import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../../mocks/db';
import { server } from '../../../../mocks/node';
import { setScenario } from '../../../../mocks/scenarios';
import { endpointUrl } from '../../../api/endpoints';
import { wireFieldNames } from '../../../api/requests';
import { formFields, recordWire } from '../../../test/wire';
import { pngFile } from '../../../test/files';
import { advance, renderPage, signInAsDemoAdmin } from '../../../test/renderPage';
import { AddSubcategoryAltPage, AddSubcategoryBasicPage } from './AddSubcategoryPages';
import { altData, basicData } from './addSubcategory.data';

beforeEach(signInAsDemoAdmin);

afterEach(() => vi.useRealTimers());

const basic = (search = '') =>
  renderPage(<AddSubcategoryBasicPage />, {
    path: `/admin/add-subcategory${search}`,
    pattern: '/admin/add-subcategory',
    data: basicData,
  });
const alternate = (search = '') =>
  renderPage(<AddSubcategoryAltPage />, {
    path: `/admin/subcategories/add${search}`,
    pattern: '/admin/subcategories/add',
    data: altData,
  });
const submit = () => screen.getByRole('button', { name: 'Add Subcategory' });
const parentSelect = () => screen.getByLabelText(/Parent category/);

type Open = typeof basic;
async function fill(open: Open, name = 'Balcony Cleaning') {
  const view = open();
  await screen.findByRole('option', { name: 'Cleaning' });
  await view.user.selectOptions(parentSelect(), 'Cleaning');
  await view.user.type(screen.getByLabelText(/Subcategory name/), name);
  return view;
}

describe.each([
  ['first version', basic, '/admin/getcategories.php', '/admin/addsubcategories.php'],
  ['second version', alternate, '/api/admin/categories/list.php', '/api/admin/subcategories/add.php'],
] as const)('add subcategory, %s', (_label, open, listPath, addPath) => {
  it(`takes the parent list from ${listPath} and links to the lists`, async () => {
    const wire = recordWire();
    open();
    await screen.findByRole('option', { name: 'Cleaning' });
    expect(wire.requests.map((r) => r.url.pathname)).toEqual([listPath]);
    expect(screen.getByRole('link', { name: 'Back to Subcategories' })).toHaveAttribute('href', '/admin/subcategories');
    expect(screen.getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/admin/categories');
    wire.stop();
  });

  it(`posts the multipart fields to ${addPath} and the subcategory exists`, async () => {
    const wire = recordWire();
    const { user } = await fill(open, 'Balcony  Cleaning!');
    await user.upload(screen.getByLabelText('Image'), pngFile('balcony.png'));
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent(/^Subcategory added successfully$/);
    await wire.flush();
    const sent = wire.requests.find((r) => r.url.pathname === addPath)!;
    expect(sent.method).toBe('POST');
    expect(sent.contentType).toContain('multipart/form-data');
    expect(formFields(sent.form)).toEqual({
      category_id: '1',
      name: 'Balcony  Cleaning!',
      slug: 'balcony-cleaning',
      description: '',
      icon: '',
      sort_order: '0',
      is_featured: '0',
      meta_title: '',
      meta_description: '',
      status: 'active',
      created_by: '1',
      image: 'file:balcony.png',
    });
    expect(Object.keys(formFields(sent.form))).toEqual(wireFieldNames('addSubcategory'));
    const row = db().subcategories.find((s) => s.slug === 'balcony-cleaning')!;
    expect(row).toMatchObject({ category_id: 1, status: 'active', created_by: 1 });
    expect(row.image).toMatch(/^balcony-cleaning-.*\.png$/);
    // Back to defaults, the parent stays chosen for the next one.
    expect(screen.getByLabelText(/Subcategory name/)).toHaveValue('');
    expect(parentSelect()).toHaveValue('1');
    wire.stop();
  });

  it("shows the server's refusal for a slug already used in that category; another category accepts it", async () => {
    const { user } = await fill(open, 'Kitchen Cleaning');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^A subcategory with this slug already exists in this category$/,
    );
    await user.selectOptions(parentSelect(), 'Plumbing');
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent('Subcategory added successfully');
    expect(db().subcategories.filter((s) => s.slug === 'kitchen-cleaning')).toHaveLength(2);
  });

  it("falls back to 'Failed to add subcategory' and 'Subcategory added successfully!' without a server message", async () => {
    // server.use puts the newest handler first: the refusal answers once, then the success.
    server.use(
      http.post(endpointUrl(open === basic ? 'addSubcategory' : 'addSubcategoryAlt'), () =>
        HttpResponse.json({ status: 'success' }),
      ),
    );
    server.use(
      http.post(
        endpointUrl(open === basic ? 'addSubcategory' : 'addSubcategoryAlt'),
        () => HttpResponse.json({ status: 'error' }),
        { once: true },
      ),
    );
    const { user } = await fill(open);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to add subcategory$/);
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent(/^Subcategory added successfully!$/);
  });

  it('clears its error messages after 5 s (subcategory pages)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = await fill(open, 'Kitchen Cleaning');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await advance(4000);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await advance(1000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Failed to load categories' when the parent list cannot be loaded", async () => {
    setScenario({ name: 'offline', endpoint: open === basic ? 'getCategoryNames' : 'listCategoryOptions' });
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load categories$/);
  });

  it('starts with the parent from ?category=', async () => {
    open('?category=4');
    await screen.findByRole('option', { name: 'Cleaning' });
    expect(parentSelect()).toHaveValue('4');
  });
});

describe('add subcategory, first version: required attributes only', () => {
  it('marks parent, name and slug required and lets the browser stop an incomplete form', async () => {
    const wire = recordWire();
    const { user } = basic();
    await screen.findByRole('option', { name: 'Cleaning' });
    expect(screen.getByRole('form', { name: 'Subcategory details' })).not.toHaveAttribute('novalidate');
    expect(parentSelect()).toBeRequired();
    expect(screen.getByLabelText(/Subcategory name/)).toBeRequired();
    expect(screen.getByLabelText(/^Slug/)).toBeRequired();
    await user.click(submit());
    expect(screen.queryByText('Please select a category')).not.toBeInTheDocument();
    expect(screen.queryByText('Subcategory name is required')).not.toBeInTheDocument();
    expect(wire.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    wire.stop();
  });

  it.each([
    ['server-error', 'Server error: Please try again later'],
    ['offline', 'Network error: Unable to connect to server'],
    ['bad-json', 'An unexpected error occurred. Please try again.'],
  ] as const)('%s: %s', async (name, text) => {
    const { user } = await fill(basic);
    setScenario({ name, endpoint: 'addSubcategory' });
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });
});

describe('add subcategory, second version: Yup texts and the alternate network text', () => {
  it('requires a parent, a name and a slug, with the §5 texts, and gives the slug tip', async () => {
    const wire = recordWire();
    const { user } = alternate();
    await screen.findByRole('option', { name: 'Cleaning' });
    await user.click(submit());
    expect(await screen.findByText('Please select a category')).toBeInTheDocument();
    expect(screen.getByText('Subcategory name is required')).toBeInTheDocument();
    expect(screen.getByText('Subcategory slug is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Slug/)).toHaveAccessibleDescription(/unique within its category/);
    expect(screen.getByText('The slug must be unique within its category.')).toBeInTheDocument();
    expect(wire.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    wire.stop();
  });

  it.each([
    ['server-error', 'Server error: Please try again later'],
    ['offline', 'Network error occurred'],
    ['bad-json', 'Network error occurred'],
  ] as const)('%s: %s', async (name, text) => {
    const { user } = await fill(alternate);
    setScenario({ name, endpoint: 'addSubcategoryAlt' });
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));
  });
});
