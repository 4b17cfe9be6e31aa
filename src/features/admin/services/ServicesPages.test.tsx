import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../../../mocks/db';
import { setScenario } from '../../../../mocks/scenarios';
import { recordWire } from '../../../test/wire';
import { renderPage } from '../../../test/renderPage';
import ServicesListPage from './ServicesListPage';
import ViewServicePage from './ViewServicePage';
import * as listData from './ServicesListPage.data';
import * as viewData from './ViewServicePage.data';

const list = (search = '') =>
  renderPage(<ServicesListPage />, { path: `/admin/services${search}`, pattern: '/admin/services', data: listData });
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('services list', () => {
  it('lists every service, inactive ones too, through listservices.php?status=all, 10 a page', async () => {
    db().services[0].status = 'inactive';
    const inactive = db().services.filter((s) => s.status === 'inactive');
    const wire = recordWire();
    const { user } = list();
    await screen.findByRole('table');
    expect(Object.fromEntries(wire.requests[0].url.searchParams)).toEqual({ status: 'all' });
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText(`Showing 1–10 of ${db().services.length} services`)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'inactive');
    await waitFor(() =>
      expect(
        screen.getByText(`Showing 1–${Math.min(10, inactive.length)} of ${inactive.length} services`),
      ).toBeInTheDocument(),
    );
    expect(bodyRows().every((row) => row.textContent!.includes('Inactive'))).toBe(true);
    wire.stop();
  });

  it('filters by ?category= (the link from a category) and by subcategory', async () => {
    const inCategory = db().services.filter((s) => s.category_id === 4);
    const { user } = list('?category=4');
    await screen.findByRole('table');
    expect(
      screen.getByText(`Showing 1–${Math.min(10, inCategory.length)} of ${inCategory.length} services`),
    ).toBeInTheDocument();
    const sub = db().subcategories.find((s) => s.id === inCategory[0].subcategory_id)!;
    await user.selectOptions(screen.getByLabelText('Subcategory'), String(sub.id)); // (matched by value: names hold '&')
    await waitFor(() => expect(bodyRows()).toHaveLength(inCategory.filter((s) => s.subcategory_id === sub.id).length));
    expect(screen.getByRole('link', { name: 'Add Service' })).toHaveAttribute(
      'href',
      `/admin/services/add?category=4&subcategory=${sub.id}`,
    );
  });

  it("says 'Error loading services' when the call fails", async () => {
    setScenario({ name: 'offline', endpoint: 'listServices' });
    list();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error loading services$/);
    expect(screen.getByText('No services found')).toBeInTheDocument();
  });
});

describe('view service', () => {
  it('shows the service with its details, inclusions and FAQs', async () => {
    const service = db().services[3];
    renderPage(<ViewServicePage />, {
      path: `/admin/services/view/${service.id}`,
      pattern: '/admin/services/view/:id',
      data: viewData,
    });
    expect(await screen.findByRole('heading', { level: 1, name: service.name })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Service Details' })).toHaveTextContent(service.slug);
    expect(service.includes.length).toBeGreaterThan(0);
    const included = screen.getByRole('region', { name: "What's Included" });
    for (const line of service.includes) expect(within(included).getByText(line)).toBeInTheDocument();
    const faqs = screen.getByRole('region', { name: 'FAQs' });
    for (const faq of service.faqs) expect(within(faqs).getByText(faq.question)).toBeInTheDocument();
  });

  it("shows 'Service not found' for an unknown id", async () => {
    renderPage(<ViewServicePage />, {
      path: '/admin/services/view/9999',
      pattern: '/admin/services/view/:id',
      data: viewData,
    });
    expect(await screen.findByText('Service not found')).toBeInTheDocument();
  });
});
