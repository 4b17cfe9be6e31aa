/** Every content page through the real route table: its h1, tab title, meta description and heading order. */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createRoutes } from './routes';

function open(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

/** Heading levels inside the page (the footer's come after and start again at h2). */
function headingLevels(main: HTMLElement) {
  return within(main)
    .getAllByRole('heading')
    .map((heading) => Number(heading.tagName.slice(1)));
}

const PAGES: [path: string, h1: string, title: string][] = [
  ['/about', 'About HomeEase', 'About HomeEase'],
  ['/contact', 'Contact Us', 'Contact Us'],
  ['/terms', 'Terms & Conditions', 'Terms & Conditions'],
  ['/refund', 'Refund Policy', 'Refund Policy'],
  ['/privacy', 'Privacy Policy', 'Privacy Policy'],
  ['/help', 'Help Center', 'Help Center'],
  ['/faq', 'Frequently Asked Questions', 'Frequently Asked Questions'],
  ['/partner', 'Partner with Us', 'Partner with Us'],
  ['/testimonials', 'Customer Testimonials', 'Customer Testimonials'],
  ['/become-provider', 'Become a Service Provider', 'Become a Service Provider'],
  ['/city/kochi', 'Home Services in Kochi', 'Home Services in Kochi'],
  ['/city/atlantis', 'We are not in this city yet', 'City not served yet'],
  ['/search/deep-cleaning', 'Search results for “deep cleaning”', 'Search results for “deep cleaning”'],
];

describe('content pages', () => {
  it.each(PAGES)('%s has one h1, its own title and description, and headings in order', async (path, h1, title) => {
    open(path);
    const main = await screen.findByRole('main', {}, { timeout: 5000 });
    expect(await within(main).findByRole('heading', { level: 1, name: h1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | HomeEase`));
    expect(description()).toMatch(/\w{3,}/);
    expect(description()).not.toBe(
      'Book trusted, verified professionals for cleaning, AC repair, plumbing, salon and more at home.',
    );
    const levels = headingLevels(main);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    levels.forEach((level, index) => index > 0 && expect(level).toBeLessThanOrEqual(levels[index - 1] + 1));
  });

  it('terms have the ten sections of §2.9, each reachable from the table of contents', async () => {
    open('/terms');
    const toc = await screen.findByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(10);
    for (const link of links) {
      const id = link.getAttribute('href')!.slice(1);
      expect(document.getElementById(id)).toHaveRole('region');
    }
  });

  it('terms and FAQ keep the spec’s two cancellation windows and its other numbers', async () => {
    open('/terms');
    const main = await screen.findByRole('main', {}, { timeout: 5000 });
    await within(main).findByRole('heading', { level: 1 });
    expect(main).toHaveTextContent('cancel or reschedule a booking at least 3 hours before the appointment');
    expect(main).toHaveTextContent('Rescheduling is free when you do it at least 24 hours before');
    expect(main).toHaveTextContent('You must be 18 years or older');
    expect(main).toHaveTextContent('UPI, cash, bank transfer or wallet');
    expect(main).toHaveTextContent('within 6 working days, only to the original payment method');
    expect(main).toHaveTextContent('calls you about 30 minutes before arrival');
    expect(main).toHaveTextContent('book before 2 PM');
    expect(main).toHaveTextContent('typically 7 to 30 days');
  });

  it('the FAQ says “up to 2 hours before”, as its answer in the spec does', async () => {
    const user = userEvent.setup();
    open('/faq');
    await user.click(await screen.findByRole('tab', { name: 'Booking' }));
    await user.click(screen.getByRole('button', { name: 'Can I cancel or reschedule my booking?' }));
    expect(screen.getByText(/up to 2 hours before the appointment/)).toBeVisible();
  });

  it('about links to the testimonials and to becoming a provider, with the claims of §2.8', async () => {
    open('/about');
    const main = await screen.findByRole('main', {}, { timeout: 5000 });
    await within(main).findByRole('heading', { level: 1 });
    expect(within(main).getByRole('link', { name: 'View All Testimonials' })).toHaveAttribute('href', '/testimonials');
    expect(within(main).getAllByRole('link', { name: 'Become a Provider' })[0]).toHaveAttribute(
      'href',
      '/become-provider',
    );
    for (const value of ['Quality', 'Trust', 'Innovation']) {
      expect(within(main).getByRole('heading', { level: 3, name: value })).toBeInTheDocument();
    }
    expect(main).toHaveTextContent('Founded in 2023');
    expect(within(main).getAllByRole('figure')).toHaveLength(3);
  });

  it('become-provider leads to vendor registration', async () => {
    open('/become-provider');
    const main = await screen.findByRole('main', {}, { timeout: 5000 });
    await within(main).findByRole('heading', { level: 1 });
    for (const link of within(main).getAllByRole('link', { name: 'Register as a Provider' })) {
      expect(link).toHaveAttribute('href', '/registervendor');
    }
  });

  it('a city lists the catalogue, each category opening /services filtered to it', async () => {
    open('/city/pune');
    const main = await screen.findByRole('main', {}, { timeout: 5000 });
    const cleaning = await within(main).findByRole('link', { name: 'Cleaning' });
    expect(cleaning).toHaveAttribute('href', '/services?category_id=1');
    expect(within(main).getByRole('link', { name: 'Mumbai' })).toHaveAttribute('href', '/city/mumbai');
  });

  it('a footer service slug opens /services filtered to its subcategory', async () => {
    const router = open('/search/home-deep-cleaning?match=catalogue');
    await waitFor(() => expect(router.state.location.pathname).toBe('/services'));
    expect(router.state.location.search).toBe('?category_id=1&subcategory_id=1');
  });

  it('search results open their subcategory in /services', async () => {
    open('/search/cockroach-control');
    // In the page itself: the header has a status region of its own (the session notice).
    const main = await screen.findByRole('main', {}, { timeout: 5000 });
    expect(await within(main).findByRole('status')).toHaveTextContent('2 services found.');
    const links = screen.getAllByRole('link', { name: /View in Services/ });
    expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^\/services\?category_id=7&subcategory_id=\d+$/));
  });
});
