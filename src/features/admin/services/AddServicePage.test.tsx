import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { db } from '../../../../mocks/db';
import { server } from '../../../../mocks/node';
import { setScenario } from '../../../../mocks/scenarios';
import { endpointUrl } from '../../../api/endpoints';
import { wireFieldNames } from '../../../api/requests';
import { formFields, recordWire } from '../../../test/wire';
import { firstLoad, PAGE_ROUTE_ID } from '../../../test/routeData';
import { ADMIN_SESSION_KEY } from '../../../lib/adminSession';
import { demoAdminSessionValue } from '../../../test/demoSessions';
import { pngFile, textFile } from '../../../test/files';
import { advance, renderPage, signInAsDemoAdmin } from '../../../test/renderPage';
import * as data from './AddServicePage.data';
import AddServicePage from './AddServicePage';
import { UPLOADS } from '../../../lib/fileTypes';
import { holdCalls } from '../../../test/heldCalls';

beforeEach(signInAsDemoAdmin);

/** The route the form's fetcher reads a category's subcategory options from, as src/app/adminRoutes.tsx has it. */
const routes = [{ path: '/admin/services/add/subcategories/:categoryId', loader: data.subcategoriesLoader }];
const open = (search = '') =>
  renderPage(<AddServicePage />, {
    path: `/admin/services/add${search}`,
    pattern: '/admin/services/add',
    data,
    routes,
  });
const field = (label: string | RegExp) => screen.getByLabelText(label);
const submit = () => screen.getByRole('button', { name: 'Add Service' });
type User = ReturnType<typeof open>['user'];
afterEach(() => vi.useRealTimers());

async function choose(user: User, category = 'Cleaning', subcategory = 'Home Deep Cleaning') {
  await user.selectOptions(
    await waitFor(() => field(/^Category/)),
    await screen.findByRole('option', { name: category }),
  );
  await user.selectOptions(field(/^Subcategory/), await screen.findByRole('option', { name: subcategory }));
}

async function fillRequired(user: User, name = 'Balcony Deep Cleaning') {
  await choose(user);
  await user.type(field(/Service name/), name);
  await user.type(field(/Base price/), '1499');
}

/** jsdom makes no object URLs: these stand in, named after the file, so the preview of a file can be looked for. */
function fakeObjectUrls() {
  const made = vi.fn((file: Blob) => `blob:${(file as File).name}`);
  const fakes = { createObjectURL: made, revokeObjectURL: vi.fn() };
  for (const [key, value] of Object.entries(fakes)) {
    const had = Object.getOwnPropertyDescriptor(URL, key);
    Object.defineProperty(URL, key, { value, configurable: true, writable: true });
    onTestFinished(() => {
      if (had) Object.defineProperty(URL, key, had);
      else delete (URL as unknown as Record<string, unknown>)[key];
    });
  }
  return made;
}

describe('add service: the page', () => {
  it("has the title, 'View All Services', the five cards, the side column and the buttons", () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Add New Service' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Services' })).toHaveAttribute('href', '/admin/services');
    for (const card of [
      'Basic Information',
      'Pricing & Duration',
      'Images',
      'Service Details',
      'Settings & SEO',
      'Preview',
      'Tips',
    ]) {
      expect(screen.getByRole('region', { name: card })).toBeInTheDocument();
    }
    const tips = screen.getByRole('region', { name: 'Tips' });
    for (const tip of [
      'Clear names',
      'Detailed descriptions',
      'Competitive pricing',
      'Quality images',
      'Comprehensive FAQs',
    ]) {
      expect(tips).toHaveTextContent(tip);
    }
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it('has the §3 / §9 defaults and limits', () => {
    open();
    expect(field(/Base price/)).toHaveAttribute('min', '0');
    expect(field(/Base price/)).toHaveAttribute('step', '0.01');
    expect(field('Duration (minutes)')).toHaveValue(60);
    expect(field('Duration (minutes)')).toHaveAttribute('min', '15');
    expect(field('Duration (minutes)')).toHaveAttribute('step', '15');
    expect(field('Sort order')).toHaveValue(0);
    expect(field('Sort order')).toHaveAttribute('min', '0');
    expect(field('Short description')).toHaveAttribute('maxlength', '500');
    expect(field('Main image')).toHaveAttribute('accept', UPLOADS.adminImage.accept);
    expect(field('Gallery images')).toHaveAttribute('accept', UPLOADS.adminImage.accept);
    expect(field('Main image')).toHaveAccessibleDescription(
      'JPEG, PNG, GIF or WebP, max 5 MB. Recommended size: 800x600 px.',
    );
    expect(field('Gallery images')).toHaveAttribute('multiple');
    expect(field('Status')).toHaveValue('active');
    expect(field('Featured service')).not.toBeChecked();
    expect(screen.getAllByLabelText(/^Included item/)).toHaveLength(1);
    expect(screen.getAllByLabelText(/^Excluded item/)).toHaveLength(1);
    expect(screen.getAllByLabelText(/^Question/)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('goes back in history on Cancel', async () => {
    window.localStorage.setItem(ADMIN_SESSION_KEY, demoAdminSessionValue());
    const router = createMemoryRouter(
      [
        { path: '/admin/services', element: <p>Services list</p> },
        { id: PAGE_ROUTE_ID, path: '/admin/services/add', element: <AddServicePage />, loader: data.loader },
      ],
      {
        initialEntries: ['/admin/services', '/admin/services/add'],
        initialIndex: 1,
        hydrationData: firstLoad(data, '/admin/services/add', '/admin/services/add'),
      },
    );
    render(<RouterProvider router={router} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Services list')).toBeInTheDocument();
  });
});

describe('add service: category and subcategory', () => {
  it('keeps the subcategory select disabled until a category is chosen, and reloads it on change', async () => {
    const wire = recordWire();
    const { user } = open();
    expect(field(/^Subcategory/)).toBeDisabled();
    await user.selectOptions(field(/^Category/), await screen.findByRole('option', { name: 'Cleaning' }));
    await waitFor(() => expect(field(/^Subcategory/)).toBeEnabled());
    const names = () =>
      within(field(/^Subcategory/))
        .getAllByRole('option')
        .slice(1)
        .map((o) => o.textContent);
    expect(names()).toEqual(['Home Deep Cleaning', 'Bathroom Cleaning', 'Kitchen Cleaning', 'Sofa & Carpet Cleaning']);
    await user.selectOptions(field(/^Subcategory/), 'Kitchen Cleaning');

    await user.selectOptions(field(/^Category/), 'Plumbing');
    await waitFor(() => expect(names()).toContain(db().subcategories.find((s) => s.category_id === 4)!.name));
    expect(field(/^Subcategory/)).toHaveValue('');
    const calls = wire.requests.filter((r) => r.url.pathname === '/api/admin/subcategories/list.php');
    expect(calls.map((r) => r.url.searchParams.get('category_id'))).toEqual(['1', '4']);
    expect(wire.requests[0].url.pathname).toBe('/api/admin/categories/list.php');

    await user.selectOptions(field(/^Category/), '');
    expect(field(/^Subcategory/)).toBeDisabled();
    expect(within(field(/^Subcategory/)).getAllByRole('option')).toHaveLength(1);
    wire.stop();
  });

  it('gives no message when the category list fails to load', async () => {
    const wire = recordWire();
    setScenario({ name: 'server-error', endpoint: 'listCategoryOptions' });
    open();
    await waitFor(() =>
      expect(wire.requests.some((r) => r.url.pathname === '/api/admin/categories/list.php')).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 100)); // the failed answer has arrived and been handled
    expect(within(field(/^Category/)).getAllByRole('option')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    wire.stop();
  });

  it('gives no message when the subcategory list fails to load', async () => {
    setScenario({ name: 'offline', endpoint: 'listSubcategoryOptions' });
    const { user } = open();
    await user.selectOptions(field(/^Category/), await screen.findByRole('option', { name: 'Cleaning' }));
    await waitFor(() => expect(field(/^Subcategory/)).toBeEnabled());
    expect(within(field(/^Subcategory/)).getAllByRole('option')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts with ?category= and ?subcategory= chosen', async () => {
    const sub = db().subcategories.find((s) => s.slug === 'kitchen-cleaning')!;
    open(`?category=1&subcategory=${sub.id}`);
    await waitFor(() => expect(field(/^Subcategory/)).toHaveValue(String(sub.id)));
    expect(field(/^Category/)).toHaveValue('1');
  });
});

describe('add service: the form', () => {
  it('derives the slug from the name and lets it be edited', async () => {
    const { user } = open();
    await user.type(field(/Service name/), 'Split AC (Deep) Clean');
    expect(field(/^Slug/)).toHaveValue('split-ac-deep-clean');
    await user.clear(field(/^Slug/));
    await user.type(field(/^Slug/), 'ac-clean');
    await user.type(field(/Service name/), 'ing');
    expect(field(/^Slug/)).toHaveValue('ac-clean');
  });

  it('adds entries to includes, excludes and FAQs and removes one only while more than one exists', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Add included item' }));
    await user.click(screen.getByRole('button', { name: 'Add included item' }));
    expect(screen.getAllByLabelText(/^Included item/)).toHaveLength(3);
    await user.type(field('Included item 2'), 'second');
    await user.click(screen.getByRole('button', { name: 'Remove included item 1' }));
    expect(screen.getAllByLabelText(/^Included item/)).toHaveLength(2);
    expect(field('Included item 1')).toHaveValue('second');
    await user.click(screen.getByRole('button', { name: 'Remove included item 2' }));
    expect(screen.queryByRole('button', { name: /Remove included item/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add excluded item' }));
    expect(screen.getAllByRole('button', { name: /Remove excluded item/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Add FAQ' }));
    expect(screen.getAllByLabelText(/^Question/)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove FAQ 2' }));
    expect(screen.queryByRole('button', { name: /Remove FAQ/ })).not.toBeInTheDocument();
  });

  it('checks the client rules before sending anything', async () => {
    const wire = recordWire();
    const { user } = open();
    await user.clear(field('Duration (minutes)'));
    await user.click(submit());
    for (const text of [
      'Please select a category',
      'Please select a subcategory',
      'Service name is required',
      'Service slug is required',
      'Base price is required',
      'Duration is required',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    await user.type(field(/Base price/), '-1');
    await user.type(field('Duration (minutes)'), '20');
    await user.clear(field('Sort order'));
    await user.type(field('Sort order'), '-2');
    await user.click(submit());
    expect(await screen.findByText('Base price must be 0 or more')).toBeInTheDocument();
    expect(screen.getByText('Duration must be in steps of 15 minutes')).toBeInTheDocument();
    expect(screen.getByText('Sort order must be 0 or more')).toBeInTheDocument();
    await user.clear(field('Duration (minutes)'));
    await user.type(field('Duration (minutes)'), '0');
    await user.clear(field(/Base price/));
    await user.type(field(/Base price/), '10.555');
    await user.click(submit());
    await user.clear(field('Sort order'));
    await user.type(field('Sort order'), '1.5');
    await user.click(submit());
    expect(await screen.findByText('Duration must be at least 15 minutes')).toBeInTheDocument();
    expect(screen.getByText('Base price can have at most 2 decimal places')).toBeInTheDocument();
    expect(screen.getByText('Sort order must be a whole number')).toBeInTheDocument();
    expect(field(/Base price/)).toHaveAttribute('aria-invalid', 'true');
    expect(wire.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    wire.stop();
  });

  it('refuses a main image or gallery file of another type or over 5 MB as it is chosen: no preview, not sent', async () => {
    const made = fakeObjectUrls();
    const wire = recordWire();
    const user = userEvent.setup({ applyAccept: false, delay: null });
    renderPage(<AddServicePage />, { data, routes });
    await fillRequired(user);
    await user.upload(field('Main image'), textFile('main.txt'));
    expect(field('Main image')).toHaveAccessibleDescription(/^Choose a JPEG, PNG, GIF or WebP image\./);
    await user.upload(field('Gallery images'), [pngFile('one.png'), textFile('two.txt')]);
    expect(field('Gallery images')).toHaveAccessibleDescription(/^two\.txt is not a JPEG, PNG, GIF or WebP image\./);
    // SVG is an image the browser would run script in: refused like any other non-JPEG/PNG/WebP/GIF file.
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' });
    await user.upload(field('Main image'), svg);
    expect(field('Main image')).toHaveAccessibleDescription(/^Choose a JPEG, PNG, GIF or WebP image\./);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await user.upload(field('Main image'), big);
    expect(field('Main image')).toHaveAccessibleDescription(/^The file is larger than 5 MB\./);
    expect(made).not.toHaveBeenCalled();
    expect(document.querySelector('img[src^="blob:"]')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Chosen gallery images' })).toBeNull();
    expect(field(/Service name/)).toHaveValue('Balcony Deep Cleaning');

    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent(/^Service added successfully!$/);
    await wire.flush();
    const sent = formFields(wire.requests.find((r) => r.url.pathname === '/api/admin/services/add.php')!.form);
    expect(sent).toMatchObject({ name: 'Balcony Deep Cleaning', base_price: '1499' });
    expect(Object.keys(sent).filter((key) => key === 'image' || key.startsWith('gallery'))).toEqual([]);
    wire.stop();
  });

  it('previews the images it takes', async () => {
    fakeObjectUrls();
    const { user } = open();
    await user.upload(field('Main image'), pngFile('main.png'));
    await user.upload(field('Gallery images'), [pngFile('one.png')]);
    expect(document.querySelector('img[src="blob:main.png"]')).not.toBeNull();
    expect(screen.getByRole('img', { name: 'Gallery 1' })).toHaveAttribute('src', 'blob:one.png');
  });

  it('shows a live preview', async () => {
    const { user } = open();
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent('Service name');
    expect(preview).toHaveTextContent('Active');
    await choose(user);
    await user.type(field(/Service name/), 'Balcony Cleaning');
    await user.type(field('Short description'), 'Sweep, mop and wash.');
    await user.type(field(/Base price/), '1499.5');
    await user.clear(field('Duration (minutes)'));
    await user.type(field('Duration (minutes)'), '90');
    await user.click(field('Featured service'));
    await user.selectOptions(field('Status'), 'inactive');
    expect(within(preview).getByTestId('service-preview-name')).toHaveTextContent('Balcony Cleaning');
    expect(within(preview).getByTestId('service-preview-path')).toHaveTextContent('Cleaning > Home Deep Cleaning');
    expect(preview).toHaveTextContent('Sweep, mop and wash.');
    expect(within(preview).getByTestId('service-preview-price')).toHaveTextContent('₹1,499.50');
    expect(within(preview).getByTestId('service-preview-duration')).toHaveTextContent('90 minutes');
    expect(preview).toHaveTextContent('Featured');
    expect(preview).toHaveTextContent('Inactive');
  });
});

describe('add service: sending', () => {
  it('sends the §7 multipart fields, drops blank entries and incomplete FAQs, then resets to the defaults', async () => {
    const wire = recordWire();
    const { user } = open();
    await fillRequired(user, 'Balcony Deep Cleaning');
    await user.type(field('Short description'), 'Sweep, mop and wash.');
    await user.type(field('Full description'), 'Every corner of the balcony.');
    await user.upload(field('Main image'), pngFile('main.png'));
    await user.upload(field('Gallery images'), [pngFile('one.png'), pngFile('two.png')]);
    await user.clear(field('Duration (minutes)'));
    await user.type(field('Duration (minutes)'), '90');
    await user.type(field('Included item 1'), '  Sweeping  ');
    await user.click(screen.getByRole('button', { name: 'Add included item' }));
    await user.type(field('Included item 2'), '   ');
    await user.click(screen.getByRole('button', { name: 'Add included item' }));
    await user.type(field('Included item 3'), 'Mopping');
    await user.type(field('Question 1'), 'Do you bring water?');
    await user.type(field('Answer 1'), 'No, we use yours.');
    await user.click(screen.getByRole('button', { name: 'Add FAQ' }));
    await user.type(field('Question 2'), 'Half a question');
    await user.clear(field('Sort order'));
    await user.type(field('Sort order'), '3');
    await user.click(field('Featured service'));
    await user.type(field('Meta title'), 'Balcony cleaning');
    await user.type(field('Meta description'), 'Book balcony cleaning.');
    await user.click(submit());

    expect(await screen.findByRole('status')).toHaveTextContent(/^Service added successfully!$/);
    await wire.flush();
    const sent = wire.requests.find((r) => r.url.pathname === '/api/admin/services/add.php')!;
    expect(sent.method).toBe('POST');
    expect(sent.contentType).toContain('multipart/form-data');
    const sub = db().subcategories.find((s) => s.slug === 'home-deep-cleaning')!;
    const fields = formFields(sent.form);
    expect(Object.keys(fields)).toEqual(wireFieldNames('addService', { repeat: { gallery: 2 } }));
    expect(fields).toEqual({
      category_id: '1',
      subcategory_id: String(sub.id),
      name: 'Balcony Deep Cleaning',
      slug: 'balcony-deep-cleaning',
      description: 'Every corner of the balcony.',
      short_description: 'Sweep, mop and wash.',
      image: 'file:main.png',
      'gallery[0]': 'file:one.png',
      'gallery[1]': 'file:two.png',
      base_price: '1499',
      duration_minutes: '90',
      includes: JSON.stringify(['Sweeping', 'Mopping']),
      excludes: '[]',
      faqs: JSON.stringify([{ question: 'Do you bring water?', answer: 'No, we use yours.' }]),
      sort_order: '3',
      is_featured: '1',
      meta_title: 'Balcony cleaning',
      meta_description: 'Book balcony cleaning.',
      status: 'active',
    });
    const row = db().services.find((s) => s.slug === 'balcony-deep-cleaning')!;
    expect(row).toMatchObject({
      base_price: 1499,
      duration_minutes: 90,
      includes: ['Sweeping', 'Mopping'],
      is_featured: 1,
    });
    expect(row.gallery).toHaveLength(2);

    // Reset to the defaults, file inputs cleared.
    expect(field(/Service name/)).toHaveValue('');
    expect(field(/^Category/)).toHaveValue('');
    expect(field(/^Subcategory/)).toBeDisabled();
    expect(field('Duration (minutes)')).toHaveValue(60);
    expect(screen.getAllByLabelText(/^Included item/)).toHaveLength(1);
    expect(screen.getAllByLabelText(/^Question/)).toHaveLength(1);
    expect((field('Main image') as HTMLInputElement).files).toHaveLength(0);
    expect((field('Gallery images') as HTMLInputElement).files).toHaveLength(0);
    wire.stop();
  }, 60_000);

  it("shows the server's message in a red dismissible alert (duplicate slug)", async () => {
    const { user } = open();
    await fillRequired(user, db().services[0].name);
    await user.clear(field(/^Slug/));
    await user.type(field(/^Slug/), db().services[0].slug);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^A service with this slug already exists$/);
    expect(alert).toHaveClass('alert-danger');
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field(/Service name/)).toHaveValue(db().services[0].name);
  });

  it('clears its success message after 5 s; an error stays until dismissed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = open();
    await fillRequired(user);
    await user.click(submit());
    expect(await screen.findByRole('status')).toHaveTextContent(/^Service added successfully!$/);
    await advance(4000); // (real time also runs: keep a margin)
    expect(screen.getByText('Service added successfully!')).toBeInTheDocument();
    await advance(1000);
    expect(screen.queryByText('Service added successfully!')).not.toBeInTheDocument();

    await fillRequired(user); // the same slug again: the server refuses it
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^A service with this slug already exists$/);
    await advance(10_000);
    expect(screen.getByRole('alert')).toHaveTextContent('A service with this slug already exists');
  }, 30_000);

  it("says 'Failed to add service' without a server message, or on HTTP 500", async () => {
    server.use(http.post(endpointUrl('addService'), () => HttpResponse.json({ status: 'error' }), { once: true }));
    const { user } = open();
    await fillRequired(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to add service$/);
    setScenario({ name: 'server-error', endpoint: 'addService' });
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to add service$/));
  });

  it.each(['offline', 'bad-json'] as const)("%s: 'Network error occurred'", async (name) => {
    const { user } = open();
    await fillRequired(user);
    setScenario({ name, endpoint: 'addService' });
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Network error occurred$/);
    expect(field(/Service name/)).toHaveValue('Balcony Deep Cleaning');
  });

  it("shows 'Adding Service...' with a spinner on a disabled button while sending", async () => {
    const { user } = open();
    await fillRequired(user);
    const release = holdCalls('addService');
    await user.click(submit());
    const busy = screen.getByRole('button', { name: 'Adding Service...' });
    expect(busy).toBeDisabled();
    expect(busy.querySelector('.spinner-border')).not.toBeNull();
    release();
    expect(await screen.findByRole('status')).toHaveTextContent('Service added successfully!');
  });
});
