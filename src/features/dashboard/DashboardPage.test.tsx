/** The customer dashboard (SPEC §2.10): guard, tabs in the URL, overview sums, search, filter, recent booking, profile. */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SampleBooking } from '../../content/customerDashboard';
import { SAMPLE_BOOKINGS } from '../../content/customerDashboard';
import { saveRecentBooking } from '../../lib/recentBooking';
import { renderRoute } from '../../test/renderRoute';
import { sampleBooking } from '../../test/sampleBooking';
import { BookingCard } from './BookingCard';
import { customerGuard } from '../../lib/routeGuards';
import DashboardPage from './DashboardPage';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

const open = (path = '/dashboard') =>
  renderRoute(<DashboardPage />, { path, pattern: new URL(path, 'http://x').pathname });

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('customer dashboard', () => {
  it('needs a signed-in customer: the loader sends others to /login with next', () => {
    let thrown: unknown;
    try {
      customerGuard({ request: new Request('http://x/bookings?tab=profile') } as never);
    } catch (response) {
      thrown = response;
    }
    expect((thrown as Response).headers.get('Location')).toBe('/login?next=%2Fbookings%3Ftab%3Dprofile');
    window.localStorage.setItem('session_token', 'abc');
    expect(customerGuard({ request: new Request('http://x/dashboard') } as never)).toBeNull();
  });

  it('opens on Overview with the four cards: total spent counts only completed bookings', () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('stat-total')).toHaveTextContent('7');
    expect(screen.getByTestId('stat-completed')).toHaveTextContent('3');
    expect(screen.getByTestId('stat-pending')).toHaveTextContent('1');
    expect(screen.getByTestId('stat-spent')).toHaveTextContent('₹5,897');
    const recent = within(screen.getByRole('region', { name: 'Recent Bookings' }));
    expect(recent.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual(
      SAMPLE_BOOKINGS.slice(0, 3).map((b) => b.service_name),
    );
  });

  it('View All opens My Bookings and the URL keeps the tab', async () => {
    const { user, router } = open();
    await user.click(screen.getByRole('link', { name: 'View All bookings' }));
    expect(screen.getByRole('tab', { name: 'My Bookings' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=bookings');
  });

  it('moves between the tabs with the arrow keys and keeps the choice in the URL', async () => {
    const { user, router } = open();
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'My Bookings' })).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=bookings');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?tab=profile');
  });

  it.each(['/bookings', '/orders'])('%s opens My Bookings', (path) => {
    open(path);
    expect(screen.getByRole('tab', { name: 'My Bookings' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search bookings' })).toBeInTheDocument();
  });

  it('searches service, vendor and booking number, filters by status, and says when nothing matches', async () => {
    const { user } = open('/bookings');
    const list = () => screen.queryByRole('list', { name: 'Bookings' });
    const numbers = () =>
      within(list()!)
        .getAllByRole('article')
        .map((a) => within(a).getByText(/^Booking #/).textContent);
    expect(numbers()).toHaveLength(7);
    const search = screen.getByRole('searchbox', { name: 'Search bookings' });
    await user.type(search, 'sharma plumbing');
    expect(numbers()).toEqual(['Booking #BK000003']);
    await user.clear(search);
    await user.type(search, 'BK000006');
    expect(numbers()).toEqual(['Booking #BK000006']);
    await user.clear(search);
    await user.selectOptions(screen.getByLabelText('Status'), 'Completed');
    expect(numbers()).toEqual(['Booking #BK000002', 'Booking #BK000005', 'Booking #BK000007']);
    await user.type(search, 'washing');
    expect(list()).not.toBeInTheDocument();
    expect(screen.getByText('No bookings found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filter criteria')).toBeInTheDocument();
  });

  it('shows the booking just made on /services first, with the server answer and the price with GST', () => {
    saveRecentBooking(sampleBooking({ service_address: 'Flat 402, Sector 18, Noida' }), {
      status: 'success',
      message: 'Booking created successfully',
      booking_number: 'BK000008',
    });
    open('/bookings');
    const recent = screen.getByRole('region', { name: 'Booking just made' });
    expect(recent).toHaveTextContent('Classic Bathroom Cleaning');
    expect(recent).toHaveTextContent('10:00 AM');
    expect(recent).toHaveTextContent('Flat 402, Sector 18, Noida 201301');
    // ₹499 plus GST ₹90 (18%, rounded), as the booking modal showed it.
    expect(recent).toHaveTextContent('Service price₹499');
    expect(recent).toHaveTextContent('Total₹589');
    expect(recent).toHaveTextContent('Booking created successfully');
    expect(recent).toHaveTextContent('Booking number: BK000008');
    expect(recent.compareDocumentPosition(screen.getByRole('list', { name: 'Bookings' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('shows the profile read-only with verified marks, account status and the quick buttons', async () => {
    const { user } = open('/dashboard?tab=profile');
    const info = within(screen.getByRole('region', { name: 'Personal Information' }));
    expect(info.getByText('Priya Sharma')).toBeInTheDocument();
    expect(info.getByText('9876543210')).toHaveTextContent('Verified');
    expect(info.getByText('Uttar Pradesh')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const status = within(screen.getByRole('region', { name: 'Account Status' }));
    expect(status.getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Account Settings' })).toHaveAttribute('href', '/settings');
    expect(screen.getByRole('link', { name: 'Notification Settings' })).toHaveAttribute(
      'href',
      '/settings#notifications',
    );
    await user.click(screen.getByRole('button', { name: 'Loyalty Points' }));
    expect(screen.getByText(/You have 350 points/)).toBeInTheDocument();
  });
});

describe('booking card', () => {
  const card = (over: Partial<SampleBooking>) =>
    render(
      <MemoryRouter>
        <BookingCard booking={{ ...SAMPLE_BOOKINGS[1]!, ...over }} />
      </MemoryRouter>,
    );

  it('shows every field, the rating out of 5, and view and call buttons', async () => {
    card({});
    const article = within(screen.getByRole('article', { name: 'Full Home Deep Cleaning' }));
    expect(article.getByText('Booking #BK000002')).toBeInTheDocument();
    expect(article.getByText('Completed')).toBeInTheDocument();
    expect(article.getByText('SparkleHome Services', { selector: 'dd' })).toBeInTheDocument();
    expect(article.getByText(/15 Nov, 2026, 9:00 AM/)).toBeInTheDocument();
    expect(article.getByText(/Supertech Capetown/)).toBeInTheDocument();
    expect(article.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(article.getByText('₹3,499')).toBeInTheDocument();
    expect(article.getByRole('link', { name: 'Call SparkleHome Services' })).toHaveAttribute(
      'href',
      'tel:+919899023456',
    );
    const view = article.getByRole('button', { name: 'View details of booking BK000002' });
    view.click();
    expect(await article.findByText('9899023456')).toBeInTheDocument();
  });

  it('shows an unknown status as Pending and no stars without a rating', () => {
    card({ status: 'awaiting_vendor', rating: undefined });
    expect(screen.getByText('Pending')).toHaveClass('badge');
    expect(screen.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
  });
});
