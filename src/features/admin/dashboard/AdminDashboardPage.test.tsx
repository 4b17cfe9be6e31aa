import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { recordWire } from '../../../test/wire';
import { renderPage } from '../../../test/renderPage';
import AdminDashboardPage from './AdminDashboardPage';

describe('admin dashboard', () => {
  it('shows the six counts, recent activities, system overview and quick links, and makes no call (§7)', async () => {
    const wire = recordWire();
    const { user } = renderPage(<AdminDashboardPage />, { path: '/admin', pattern: '/admin' });
    const counts = screen.getByRole('region', { name: 'Totals' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace(/[^A-Za-z]/g, '')),
    ).toEqual(['Categories', 'Subcategories', 'Services', 'Vendors', 'Bookings', 'Users']);
    expect(screen.getByTestId('count-bookings')).toHaveTextContent('1,247');
    expect(
      within(screen.getByRole('region', { name: 'Recent Activities' })).getAllByRole('listitem').length,
    ).toBeGreaterThan(2);
    expect(within(screen.getByRole('region', { name: 'System Overview' })).getAllByRole('progressbar')).toHaveLength(4);
    expect(
      within(screen.getByRole('region', { name: 'Quick Links' }))
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/admin/categories/add', '/admin/subcategories/add', '/admin/services/add', '/admin/vendors']);
    await user.click(screen.getByRole('button', { name: 'Generate Report' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/reports/revenue');
    expect(wire.requests).toHaveLength(0);
    wire.stop();
  });
});
