import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../../mocks/db';
import { server } from '../../../../mocks/node';
import { setScenario } from '../../../../mocks/scenarios';
import { listCategories } from '../../../api/catalogue';
import { endpointUrl } from '../../../api/endpoints';
import { formFields, recordWire } from '../../../test/wire';
import { pngFile, textFile } from '../../../test/files';
import { advance, renderPage, signInAsDemoAdmin } from '../../../test/renderPage';
import AddCategoryPage from './AddCategoryPage';
import * as data from './AddCategoryPage.data';
import { UPLOADS } from '../../../lib/fileTypes';
import { answerOf } from '../../../test/answerOf';
import { holdCalls } from '../../../test/heldCalls';

beforeEach(signInAsDemoAdmin);

const open = () =>
  renderPage(<AddCategoryPage />, { path: '/admin/categories/add', pattern: '/admin/categories/add', data });
const submit = () => screen.getByRole('button', { name: 'Add Category' });
afterEach(() => vi.useRealTimers());

describe('add category', () => {
  it('has a link back to the list, a live preview and tips', async () => {
    const { user } = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Add Category' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Categories' })).toHaveAttribute('href', '/admin/categories');
    expect(screen.getByRole('heading', { name: 'Tips' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Category name/), 'Solar Panel Care');
    expect(screen.getByTestId('preview-name')).toHaveTextContent('Solar Panel Care');
    expect(screen.getByText('/solar-panel-care')).toBeInTheDocument();
  });

  it('requires a name and a slug, trimmed, and sends nothing until they are there', async () => {
    const wire = recordWire();
    const { user } = open();
    await user.click(submit());
    expect(await screen.findByText('Category name is required')).toBeInTheDocument();
    expect(screen.getByText('Category slug is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Category name/), '   ');
    await user.click(submit());
    expect(await screen.findByText('Category name is required')).toBeInTheDocument();
    expect(screen.getByText('Category slug is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Category name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Category name/)).toHaveAccessibleDescription('Category name is required');
    expect(wire.requests).toHaveLength(0);
    wire.stop();
  });

  it('derives the slug from the name by the §5 rule; an edited slug stays, an emptied one follows the name again', async () => {
    const { user } = open();
    const name = screen.getByLabelText(/Category name/);
    const slug = screen.getByLabelText(/^Slug/);
    await user.type(name, 'Sofa & Carpet  Cleaning!!');
    expect(slug).toHaveValue('sofa-carpet-cleaning');
    await user.clear(slug);
    await user.type(slug, 'sofa-care');
    await user.type(name, ' Pro');
    expect(slug).toHaveValue('sofa-care');
    await user.clear(slug);
    await user.type(name, 's');
    expect(slug).toHaveValue('sofa-carpet-cleaning-pros');
  });

  it('needs a sort order of 0 or more and an image of JPEG, PNG, GIF or WebP', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPage(<AddCategoryPage />, { data });
    const image = screen.getByLabelText('Image');
    expect(image).toHaveAttribute('accept', UPLOADS.adminImage.accept);
    await user.type(screen.getByLabelText(/Category name/), 'Solar');
    await user.clear(screen.getByLabelText('Sort order'));
    await user.type(screen.getByLabelText('Sort order'), '-1');
    await user.upload(image, textFile());
    expect(screen.getByText('Choose a JPEG, PNG, GIF or WebP image.')).toBeInTheDocument();
    const wire = recordWire();
    await user.click(submit());
    expect(await screen.findByText('Sort order must be 0 or more')).toBeInTheDocument();
    expect(screen.getByText('Choose a JPEG, PNG, GIF or WebP image.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Sort order'));
    await user.type(screen.getByLabelText('Sort order'), '2.5');
    await user.click(submit());
    expect(await screen.findByText('Sort order must be a whole number')).toBeInTheDocument();
    expect(wire.requests).toHaveLength(0);
    wire.stop();
  });

  it('refuses an image of another type or over 5 MB as it is chosen: no preview, not sent, the rest saved', async () => {
    const made = vi.fn((file: Blob) => `blob:${(file as File).name}`);
    const urls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL: made, revokeObjectURL: vi.fn() });
    try {
      const wire = recordWire();
      const user = userEvent.setup({ applyAccept: false });
      renderPage(<AddCategoryPage />, { data });
      await user.type(screen.getByLabelText(/Category name/), 'Solar Panel Care');
      const image = screen.getByLabelText('Image');
      await user.upload(image, pngFile('solar.png'));
      expect(document.querySelector('img[src="blob:solar.png"]')).not.toBeNull();
      await user.upload(image, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
      expect(screen.getByRole('alert')).toHaveTextContent('The file is larger than 5 MB.');
      expect(image).toHaveAccessibleDescription(/^The file is larger than 5 MB\./);
      expect(made).toHaveBeenCalledTimes(1);
      expect(document.querySelector('img[src^="blob:"]')).toBeNull(); // the earlier good one went with it
      await user.upload(image, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Choose a JPEG, PNG, GIF or WebP image.');
      expect(made).toHaveBeenCalledTimes(1);
      expect(screen.getByLabelText(/Category name/)).toHaveValue('Solar Panel Care');

      await user.click(submit());
      expect(await screen.findByRole('status')).toHaveTextContent(/^Category added successfully$/);
      await wire.flush();
      expect(wire.last().url.pathname).toBe('/admin/addcategories.php');
      expect(formFields(wire.last().form)).toMatchObject({ name: 'Solar Panel Care', slug: 'solar-panel-care' });
      expect(formFields(wire.last().form)).not.toHaveProperty('image');
      wire.stop();
    } finally {
      Object.assign(URL, urls);
    }
  });

  it('sends the §7 multipart fields with the §9 defaults, shows the server message, resets, and the customer list has it', async () => {
    const wire = recordWire();
    const { user } = open();
    await user.type(screen.getByLabelText(/Category name/), '  Solar Panel Care ');
    await user.upload(screen.getByLabelText('Image'), pngFile('solar.png'));
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent(/^Category added successfully$/); // the server's message
    await wire.flush();
    const sent = wire.last();
    expect(sent.method).toBe('POST');
    expect(sent.url.pathname).toBe('/admin/addcategories.php');
    expect(sent.contentType).toContain('multipart/form-data');
    expect(formFields(sent.form)).toEqual({
      name: 'Solar Panel Care',
      slug: 'solar-panel-care',
      description: '',
      icon: '',
      sort_order: '0',
      is_featured: '0',
      meta_title: '',
      meta_description: '',
      status: 'active',
      created_by: '1',
      image: 'file:solar.png',
    });
    const row = db().categories.find((c) => c.slug === 'solar-panel-care')!;
    expect(row).toMatchObject({
      name: 'Solar Panel Care',
      status: 'active',
      sort_order: 0,
      is_featured: 0,
      created_by: 1,
    });
    expect(row.image_url).toMatch(/\/uploads\/categories\/solar-panel-care-.*\.png$/);
    // The form is back to its defaults, file input included.
    expect(screen.getByLabelText(/Category name/)).toHaveValue('');
    expect(screen.getByLabelText('Sort order')).toHaveValue(0);
    expect((screen.getByLabelText('Image') as HTMLInputElement).files).toHaveLength(0);
    // Shared state: the customer site's call lists it.
    const customer = await answerOf(listCategories());
    expect(customer.data?.map((c) => c.name)).toContain('Solar Panel Care');
    wire.stop();
  });

  it('after a save, starts a new form with the cursor in the name, ready for the next category', async () => {
    const { user } = open();
    const name = screen.getByLabelText(/Category name/);
    await user.type(name, 'Solar Panel Care');
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent('Category added successfully');
    expect(screen.getByLabelText(/Category name/)).toHaveValue('');
    expect(screen.getByLabelText(/Category name/)).toHaveFocus();
    await user.keyboard('Roof Repair');
    expect(screen.getByLabelText(/^Slug/)).toHaveValue('roof-repair');
  });

  it('sends every field the admin filled in', async () => {
    const wire = recordWire();
    const { user } = open();
    await user.type(screen.getByLabelText(/Category name/), 'Roof Repair');
    await user.clear(screen.getByLabelText(/^Slug/));
    await user.type(screen.getByLabelText(/^Slug/), 'roofing');
    await user.type(screen.getByLabelText('Description'), 'Leaks, tiles and sheets fixed.');
    await user.type(screen.getByLabelText('Icon'), 'home');
    await user.selectOptions(screen.getByLabelText('Status'), 'inactive');
    await user.clear(screen.getByLabelText('Sort order'));
    await user.type(screen.getByLabelText('Sort order'), '7');
    await user.click(screen.getByLabelText('Featured category'));
    await user.type(screen.getByLabelText('Meta title'), 'Roof repair at home');
    await user.type(screen.getByLabelText('Meta description'), 'Book roof repair.');
    await user.click(submit());
    await screen.findByRole('status');
    await wire.flush();
    expect(formFields(wire.last().form)).toEqual({
      name: 'Roof Repair',
      slug: 'roofing',
      description: 'Leaks, tiles and sheets fixed.',
      icon: 'home',
      sort_order: '7',
      is_featured: '1',
      meta_title: 'Roof repair at home',
      meta_description: 'Book roof repair.',
      status: 'inactive',
      created_by: '1',
    });
    wire.stop();
  });

  it("says 'Category added successfully!' when the server sends no message, and clears it after 5 s", async () => {
    server.use(http.post(endpointUrl('addCategory'), () => HttpResponse.json({ status: 'success' })));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = open();
    await user.type(screen.getByLabelText(/Category name/), 'Solar');
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent(/^Category added successfully!$/);
    await advance(4000); // (real time also runs: keep a margin)
    expect(screen.getByText('Category added successfully!')).toBeInTheDocument();
    await advance(1000);
    expect(screen.queryByText('Category added successfully!')).not.toBeInTheDocument();
  });

  it("shows the server's refusal (duplicate slug) and keeps it, and the form keeps its values", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = open();
    await user.type(screen.getByLabelText(/Category name/), 'Cleaning');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^A category with this slug already exists$/);
    await advance(10_000);
    expect(screen.getByRole('alert')).toHaveTextContent('A category with this slug already exists');
    expect(screen.getByLabelText(/Category name/)).toHaveValue('Cleaning');
    expect(db().categories).toHaveLength(15);
  });

  it("says 'Failed to add category' when the server refuses without a message", async () => {
    server.use(http.post(endpointUrl('addCategory'), () => HttpResponse.json({ status: 'error' })));
    const { user } = open();
    await user.type(screen.getByLabelText(/Category name/), 'Solar');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to add category$/);
  });

  it.each([
    ['server-error', 'Server error: Please try again later'],
    ['offline', 'Network error: Unable to connect to server'],
    ['bad-json', 'An unexpected error occurred. Please try again.'],
  ] as const)('%s: %s', async (name, text) => {
    setScenario({ name, endpoint: 'addCategory' });
    const { user } = open();
    await user.type(screen.getByLabelText(/Category name/), 'Solar');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it("shows 'Adding Category...' on a disabled button while saving", async () => {
    const release = holdCalls('addCategory');
    const { user } = open();
    await user.type(screen.getByLabelText(/Category name/), 'Solar');
    await user.click(submit());
    expect(screen.getByRole('button', { name: 'Adding Category...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('status')).toHaveTextContent('Category added successfully');
  });
});
