/** Customer site footer (SPEC §2.1): every link group, built with the one slugify helper. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/renderRoute';
import { SiteFooter } from './SiteFooter';

async function openFooter() {
  renderRoute(<SiteFooter />);
  return screen.findByRole('contentinfo');
}

const linksIn = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('site footer', () => {
  it('links every page of §2.1', async () => {
    const footer = await openFooter();
    const hrefs = linksIn(footer);
    for (const path of [
      '/about',
      '/services',
      '/contact',
      '/help',
      '/faq',
      '/terms',
      '/privacy',
      '/refund',
      '/partner',
      '/become-a-vendor',
    ]) {
      expect(hrefs).toContain(path);
    }
  });

  it('lists four regions of five cities, linked to /city/{slug}', async () => {
    await openFooter();
    const section = screen.getByRole('region', { name: 'Cities we serve' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['North India', 'West India', 'South India', 'East India']);
    const hrefs = linksIn(section);
    expect(hrefs).toHaveLength(20);
    expect(hrefs).toContain('/city/new-delhi');
    expect(hrefs).toContain('/city/gurgaon');
    expect(hrefs.every((href) => /^\/city\/[a-z0-9-]+$/.test(href!))).toBe(true);
  });

  it('lists four groups of five popular services, linked to /services/{slug}', async () => {
    await openFooter();
    const section = screen.getByRole('region', { name: 'Popular services' });
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const hrefs = linksIn(section);
    expect(hrefs).toHaveLength(20);
    expect(hrefs).toContain('/services/ac-repair');
    expect(hrefs).toContain('/services/mens-grooming');
  });

  it('lists 12 trending searches, linked to /search/{slug}', async () => {
    await openFooter();
    const hrefs = linksIn(screen.getByRole('region', { name: 'Trending searches' }));
    expect(hrefs).toHaveLength(12);
    expect(hrefs).toContain('/search/ac-service-near-me');
    expect(hrefs).toContain('/search/ro-water-purifier-service');
  });

  it('shows the six offer codes', async () => {
    await openFooter();
    const offers = screen.getByRole('region', { name: 'Offers for you' });
    expect(
      within(offers)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('code')!.textContent),
    ).toEqual(['FIRST50', 'SAVE200', 'FREESHIP', 'REFERFRIEND', 'BONUS10', 'WELCOME25']);
    // The texts of SPEC §9 (FREESHIP has none there: docs/decisions.md).
    expect(
      within(offers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'FIRST50 50% off first booking',
      'SAVE200 ₹200 off orders above ₹1,000',
      'FREESHIP No visiting charge on your booking',
      'REFERFRIEND ₹100 off per referral',
      'BONUS10 ₹10 per share',
      'WELCOME25 25% off for new users',
    ]);
  });

  it('shows contact details, social links, the claims and the copyright', async () => {
    const footer = await openFooter();
    expect(within(footer).getByRole('link', { name: 'support@homeease.example' })).toHaveAttribute(
      'href',
      'mailto:support@homeease.example',
    );
    expect(within(footer).getByRole('link', { name: '+91 1800 123 4567' })).toHaveAttribute(
      'href',
      'tel:+9118001234567',
    );
    const social = within(footer).getByRole('list', { name: 'Follow us' });
    expect(within(social).getAllByRole('link')).toHaveLength(5);
    expect(within(social).getByRole('link', { name: /Facebook/ })).toHaveAttribute('target', '_blank');
    expect(footer).toHaveTextContent('24/7 customer support');
    expect(footer).toHaveTextContent('Serving homes since 2020');
    expect(footer).toHaveTextContent('© 2025 HomeEase. All rights reserved.');
  });
});
