/**
 * The vendor dashboard's open tab lives in the URL as the customer dashboard's does: a choice (click or arrow keys)
 * writes `?tab=` in place, a URL with `?tab=` opens that tab, Back and Forward bring the tab along, and an unknown
 * value opens Overview.
 */
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/renderRoute';
import VendorDashboardPage from './VendorDashboardPage';

const open = (path = '/vendor/dashboard') =>
  renderRoute(<VendorDashboardPage />, { path, pattern: '/vendor/dashboard' });

const selected = () => screen.getByRole('tab', { selected: true });

describe('vendor dashboard tabs in the URL', () => {
  it('a chosen tab is written to the URL without a new history entry, by click and by arrow key', async () => {
    const { user, router } = open();
    expect(selected()).toHaveTextContent('Overview');
    await user.click(screen.getByRole('tab', { name: /Bookings/ }));
    expect(router.state.location.search).toBe('?tab=bookings');
    expect(router.state.historyAction).toBe('REPLACE');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveFocus();
    expect(selected()).toHaveTextContent('Reviews');
    expect(router.state.location.search).toBe('?tab=reviews');
  });

  it.each([
    ['analytics', 'Analytics'],
    ['services', /My Services/],
    ['bookings', /Bookings/],
  ])('?tab=%s opens that tab', (tab, name) => {
    open(`/vendor/dashboard?tab=${tab}`);
    expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  });

  it('an unknown tab opens Overview', () => {
    open('/vendor/dashboard?tab=payouts');
    expect(selected()).toHaveTextContent('Overview');
  });

  it('the tab follows the URL when it changes under the page (a link, Back, Forward)', async () => {
    const { router } = open('/vendor/dashboard?tab=reviews');
    await act(() => router.navigate('/vendor/dashboard?tab=analytics'));
    expect(selected()).toHaveTextContent('Analytics');
    await act(() => router.navigate(-1));
    expect(selected()).toHaveTextContent('Reviews');
  });
});
